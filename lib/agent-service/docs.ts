import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";

import { euRegionBase } from "@/lib/agent-api/contract/operation";

import type { createServiceApp } from "./app";
import { withRequestIdHeader } from "./request-id-docs";

const docsPath = "/api/external/docs";
const assets: Record<string, string> = {
  "swagger-ui.css": "text/css; charset=utf-8",
  "swagger-ui-bundle.js": "text/javascript; charset=utf-8",
  "swagger-ui-standalone-preset.js": "text/javascript; charset=utf-8",
};

const description = `Conversations with AI agents, their knowledge, human hand-off, webhooks and usage; with organization and
super-admin keys, agents, API keys and organizations.

Every operation answers under \`/api/external/...\` and under \`/external/...\`, in the United States region (this
server's root) and in the Europe region (under \`${euRegionBase}\`). A key works only in its own region.

Rate limits per organization: 1,000 requests per 60 seconds for system operations and 300 for AI operations
(conversations, messages, prompts); past them, 429 with \`Retry-After\`.

Limits: conversation users and agents may have monthly limits of their own (\`tokensAmountPerMonth\`,
\`smsAmountPerMonth\`, \`emailsAmountPerMonth\`, \`secondsAmountPerMonth\`), within the subscription's quotas, which
count all the organization's agents together. Once one is spent, a metered call (messages, prompts, their async
variants, the v1 message, a conversation started on a channel) is refused with 402 \`LIMIT_EXCEEDED_ERROR\`, whose
details name the limit, what it allows, what is used and when it starts again; nothing is answered, stored or
queued, and the refusal is counted in the organization's usage. Creating an agent past the subscription's
\`agentsAmount\`, or an organization with more users than its \`usersWithAccessAmount\`, is refused the same way.

Every answer carries \`X-Request-Id\`: the caller's own when it sent a well-formed one, else a fresh UUID. Quote it
to support; it names the request in the service's logs.

Signed upload and download URLs (\`signedUrl\`) are built on the server's public URL (\`CONSOLE_PUBLIC_URL\`) when it is set,
otherwise on the scheme and host the caller used (its \`Host\` header; \`X-Forwarded-Host\` is not trusted).

Where this document differs from the interface's other descriptions (a list declared as one object, usage served by
the limits path), it says so on the operation. Fields marked "Extension" are this implementation's additions.

Answers have the real deployment's published shapes: a field it does not declare nullable is left out when it has no
value, never sent as null. One field is left out on purpose: the API skill's \`apiKey\`, because agent keys are kept
only as hashes, never in clear; a key is shown once, when it is created.`;

function page(openApiUrl: string, assetBase: string) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>AI Agent API reference</title>
<link rel="stylesheet" href="${assetBase}/swagger-ui.css">
</head>
<body>
<div id="reference" data-openapi-url="${openApiUrl}"></div>
<script src="${assetBase}/swagger-ui-bundle.js"></script>
<script src="${assetBase}/swagger-ui-standalone-preset.js"></script>
<script src="${assetBase}/start.js"></script>
</body>
</html>`;
}

const startScript = `const element = document.getElementById("reference");
window.ui = SwaggerUIBundle({
  url: element.dataset.openapiUrl,
  domNode: element,
  deepLinking: true,
  presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
  layout: "BaseLayout",
});`;

/** The OpenAPI 3.1 document and the interactive reference, served by the service itself (no CDN). */
export function mountDocs(app: ReturnType<typeof createServiceApp>) {
  let document: object | undefined;
  const openApiDocument = () =>
    (document ??= withRequestIdHeader(
      app.getOpenAPI31Document({
        openapi: "3.1.0",
        info: { title: "AI Agent API", version: "1.0.0", description },
        servers: [
          { url: "/", description: "United States" },
          { url: euRegionBase, description: "Europe" },
        ],
      }),
    ));

  for (const base of ["", euRegionBase]) {
    const root = `${base}${docsPath}`;
    app.get(`${root}/openapi.json`, (c) => c.json(openApiDocument()));
    app.get(root, (c) => c.html(page(`${root}/openapi.json`, `${root}/assets`)));
    app.get(`${root}/`, (c) => c.html(page(`${root}/openapi.json`, `${root}/assets`)));
    app.get(`${root}/assets/start.js`, (c) => c.body(startScript, 200, { "Content-Type": "text/javascript; charset=utf-8" }));
    app.get(`${root}/assets/:file`, async (c) => {
      const file = c.req.param("file");
      const type = assets[file];
      if (!type) return c.notFound();
      const contents = await readFile(path.join(/*turbopackIgnore: true*/ process.cwd(), "node_modules", "swagger-ui-dist", file));
      return c.body(contents, 200, { "Content-Type": type, "Cache-Control": "public, max-age=86400" });
    });
  }
}
