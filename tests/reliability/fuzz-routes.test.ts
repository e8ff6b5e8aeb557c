import { readFileSync } from "node:fs";
import path from "node:path";

import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { z } from "zod";

import { callService } from "@/tests/support/agent-service";
import { discoverConsoleRoutes } from "@/tests/support/console-routes";
import {
  bodyFor,
  bodyText,
  FuzzTally,
  fuzzSeed,
  inPool,
  paramValue,
  pathSegment,
  plausibleValue,
  queryFor,
  reportFuzzSummary,
  schemaKeys,
  sendOversized,
  wellFormed,
  type GeneratedBody,
} from "@/tests/support/fuzz";
import { ConsoleSession } from "@/tests/support/http-session";
import { testPassword, testSuperAdminKeys, testUsers } from "@/tests/support/test-server-users";

const baseUrl = inject("baseUrl");

/** The console's one error envelope. */
const consoleError = z.strictObject({
  error: z.strictObject({ code: z.string().min(1), message: z.string().min(1), fields: z.record(z.string(), z.string()).optional() }),
});

/** Signing out ends the session the fuzzing runs in; the inbox's event stream is opened and cancelled, never read. */
const skipped = new Set(["DELETE /api/console/session"]);
const isStream = (route: string) => route.endsWith("/inbox/events");

/** Field names the console's request bodies use: records over them get wrong-typed values. */
const bodyKeys = [
  "name",
  "description",
  "email",
  "role",
  "region",
  "key",
  "roleId",
  "publicName",
  "instructions",
  "model",
  "tags",
  "outputJsonSchema",
  "fileIds",
  "query",
  "limit",
  "text",
  "message",
  "mode",
  "url",
  "enabled",
  "status",
  "organizationId",
  "agentIds",
  "fileName",
  "contentType",
  "storagePath",
  "firstName",
  "lastName",
  "phoneNumber",
  "expiresAt",
  "token",
  "password",
  "echoId",
  "events",
  "method",
  "headers",
  "parameters",
  "isActive",
];

const queryKeys = [
  "page",
  "pageSize",
  "q",
  "search",
  "status",
  "from",
  "to",
  "cursor",
  "limit",
  "orderDirection",
  "orderBy",
  "mode",
  "agentId",
  "action",
  "outcome",
  "actor",
  "period",
  "before",
  "after",
];

const schemaModules = import.meta.glob<Record<string, unknown>>(["/lib/schemas/console/*.ts", "/lib/schemas/agent-api/*.ts", "!**/*.test.ts"], { eager: true });
const schemasByName = new Map(
  Object.values(schemaModules)
    .flatMap((module) => Object.entries(module))
    .filter(([, value]) => typeof value === "object" && value !== null && "_zod" in value),
);

/** Routes whose valid bodies would add records outside the fuzz organization: they get only invalid ones. */
const invalidBodiesOnly = new Set(["POST /api/console/admin/organizations"]);

/** The zod schema a route parses its body with, read from the route file, when it is a shared one. */
function bodySchemaOf(route: string): unknown {
  const [method, pattern] = route.split(" ") as [string, string];
  if (invalidBodiesOnly.has(route)) return undefined;
  const source = readFileSync(path.join(process.cwd(), "app", pattern, "route.ts"), "utf8");
  const start = source.search(new RegExp(`export const ${method}\\s*=\\s*route\\(`));
  if (start < 0) return undefined;
  const options = source.slice(start, source.indexOf("async", start));
  const name = /\bbody:\s*(\w+)/.exec(options)?.[1];
  return name ? schemasByName.get(name) : undefined;
}

type Input = { params: Record<string, string>; query: string; body: GeneratedBody | FormData | undefined; contentType: string };

const contentTypes = fc.oneof(
  { arbitrary: fc.constant("application/json"), weight: 6 },
  { arbitrary: fc.constantFrom("", "text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=nope"), weight: 2 },
);

/** A form like the knowledge upload's: files of any name, type and bytes. */
const uploadForm = fc
  .array(
    fc.record({
      name: fc.oneof(fc.constantFrom("notes.md", "manual.pdf", "photo.png", "", "../../x.txt"), fc.string({ unit: "binary", maxLength: 20 })),
      type: fc.constantFrom("text/markdown", "application/pdf", "image/png", ""),
      bytes: fc.uint8Array({ maxLength: 128 }),
    }),
    { maxLength: 2 },
  )
  .map((files) => {
    const form = new FormData();
    for (const file of files) form.append("file", new Blob([file.bytes], { type: file.type }), wellFormed(file.name));
    return form;
  });

function inputFor(route: string, ids: { organizationId: string; agentId: string }): fc.Arbitrary<Input> {
  const [method, pattern] = route.split(" ") as [string, string];
  const names = [...pattern.matchAll(/\[(\w+)\]/g)].map(([, name]) => name!);
  const generated = paramValue({ allowDotSegments: false });
  const params = fc.record(
    Object.fromEntries(
      names.map((name) => [
        name,
        name === "organizationId"
          ? fc.oneof({ arbitrary: fc.constant(ids.organizationId), weight: 4 }, { arbitrary: generated, weight: 1 })
          : name === "agentId"
            ? fc.oneof({ arbitrary: fc.constant(ids.agentId), weight: 2 }, { arbitrary: generated, weight: 1 })
            : generated,
      ]),
    ),
  ) as fc.Arbitrary<Record<string, string>>;
  const schema = method === "GET" ? undefined : bodySchemaOf(route);
  const body: fc.Arbitrary<Input["body"]> =
    method === "GET"
      ? fc.constant(undefined)
      : route.endsWith("/files") && method === "POST"
        ? fc.oneof(uploadForm, bodyFor(bodyKeys))
        : schema
          ? fc.oneof(
              bodyFor(schemaKeys(schema as z.ZodType)),
              plausibleValue(schema).map((value) => ({ kind: "json" as const, value })),
            )
          : bodyFor(bodyKeys);
  return fc.record({ params, query: queryFor(queryKeys), body, contentType: contentTypes });
}

function requestOf(route: string, input: Input): { path: string; init: RequestInit } {
  const [method, pattern] = route.split(" ") as [string, string];
  const path = `${pattern.replace(/\[(\w+)\]/g, (_, name: string) => pathSegment(input.params[name]!))}${input.query}`;
  const headers = new Headers();
  let body: BodyInit | undefined;
  if (input.body instanceof FormData) body = input.body;
  else if (input.body) {
    const text = bodyText(input.body);
    if (text !== undefined) {
      body = new TextEncoder().encode(text);
      if (input.contentType) headers.set("content-type", input.contentType);
    }
  }
  return { path, init: { method, headers, body, signal: AbortSignal.timeout(20_000) } };
}

/** Why an answer breaks the rules (a 5xx, or a 4xx without the envelope), or undefined. */
function problemOf(status: number, body: unknown): string | undefined {
  if (status >= 500) return `answered ${status}`;
  if (status < 400) return status >= 300 ? `answered ${status}: a route does not redirect` : undefined;
  const checked = consoleError.safeParse(body);
  return checked.success ? undefined : `answered ${status} without the error envelope`;
}

/** Sends one input and checks the answer; the stream route's body is cancelled unread. */
async function tryInput(session: ConsoleSession, route: string, input: Input, tally: FuzzTally) {
  const { path, init } = requestOf(route, input);
  const response = await session.request(path, init);
  const isEventStream = isStream(route) && response.status === 200;
  const text = isEventStream ? "" : await response.text();
  if (isEventStream) await response.body?.cancel();
  tally.check(`${init.method} ${path.slice(0, 200)}`, response.status, text, problemOf);
}

describe("every console API route, under generated input", () => {
  const tally = new FuzzTally("console routes", fuzzSeed);
  const superadmin = new ConsoleSession(baseUrl, "198.18.9.1");
  const anonymous = new ConsoleSession(baseUrl, "198.18.9.2");
  const routes = discoverConsoleRoutes().filter((route) => !skipped.has(route));
  const ids = { organizationId: "", agentId: "" };

  beforeAll(async () => {
    expect(await superadmin.signIn(testUsers.superadmin.email, testPassword)).toBeUndefined();
    // An organization of its own, so nothing generated can touch the seeded demo data other tests rely on.
    const created = await callService(baseUrl, "POST", "/external/organizations", {
      key: testSuperAdminKeys.us,
      header: "Super-Admin-Secret-Key",
      body: { name: "Fuzz organization", users: [], licenseKey: "fuzz" },
    });
    const connected = await superadmin.request("/api/console/organizations", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Fuzz organization", region: "us", key: created.body.organizationApiKey }),
    });
    expect(connected.status).toBe(201);
    ids.organizationId = ((await connected.json()) as { id: string }).id;
    const agents = `/api/console/organizations/${ids.organizationId}/agents`;
    const roles = (await (await superadmin.request(`/api/console/organizations/${ids.organizationId}/agent-roles`)).json()) as { id: string }[];
    const agent = await superadmin.request(agents, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ roleId: roles[0]!.id, name: "Fuzz agent", publicName: "Fuzz", instructions: "Answer briefly.", tags: [], outputJsonSchema: "{}" }),
    });
    expect(agent.status).toBe(201);
    ids.agentId = ((await agent.json()) as { id: string }).id;
  });

  afterAll(() => {
    reportFuzzSummary("fuzz-routes", tally.summary(routes.length));
  });

  it("never answers 5xx to a signed-in super-admin, and every 4xx is the console's error envelope", { timeout: 150_000 }, async () => {
    expect(routes.length).toBeGreaterThan(100);
    await inPool(routes, 4, async (route, index) => {
      await tally.checkProperty(
        route,
        fc.asyncProperty(inputFor(route, ids), (input) => tryInput(superadmin, route, input, tally)),
        { seed: fuzzSeed + index, numRuns: isStream(route) ? 2 : 10 },
      );
    });
    expect(tally.failures, `fuzz seed ${fuzzSeed}; replay with FUZZ_SEED=${fuzzSeed}`).toEqual([]);
  });

  it("answers an anonymous caller on every route with the envelope, never 5xx", { timeout: 60_000 }, async () => {
    const failures: string[] = [];
    const serverErrorsBefore = tally.serverErrors;
    await inPool(routes, 4, async (route, index) => {
      const [input] = fc.sample(inputFor(route, ids), { seed: fuzzSeed + 10_000 + index, numRuns: 1 });
      await tryInput(anonymous, route, input!, tally).catch((error: Error) => failures.push(`${route} (anonymous): ${error.message}`));
    });
    tally.failures.push(...failures);
    expect(failures).toEqual([]);
    expect(tally.serverErrors).toBe(serverErrorsBefore);
  });
});

describe("oversized console requests", () => {
  const superadmin = new ConsoleSession(baseUrl, "198.18.9.3");
  let organizationId = "";
  let agentId = "";
  let cookie = "";
  const total = 64 * 1024 * 1024;

  beforeAll(async () => {
    expect(await superadmin.signIn(testUsers.superadmin.email, testPassword)).toBeUndefined();
    const organizations = (await (await superadmin.request("/api/console/organizations")).json()) as { id: string; name: string }[];
    organizationId = organizations.find((organization) => organization.name === "Fuzz organization")!.id;
    const agents = (await (await superadmin.request(`/api/console/organizations/${organizationId}/agents`)).json()) as { id: string }[];
    agentId = agents[0]!.id;
    // The raw sender keeps no cookies of its own: it borrows the signed-in session's.
    cookie = superadmin.cookieHeader();
  });

  it.each([true, false])(
    "refuses a JSON body over 2 MiB with 413 and the envelope, before reading it whole (Content-Length declared: %s)",
    async (declareLength) => {
      const answer = await sendOversized(`${baseUrl}/api/console/organizations/${organizationId}/packs`, {
        headers: { cookie, "content-type": "application/json", "x-forwarded-for": "198.18.9.3" },
        totalBytes: total,
        declareLength,
        prefix: '{"name":"',
      });
      expect(answer.status).toBe(413);
      expect(consoleError.parse(JSON.parse(answer.body)).error.code).toBe("PAYLOAD_TOO_LARGE");
      expect(answer.bytesSent).toBeLessThan(total / 2);
    },
  );

  it.each([true, false])(
    "refuses an upload over 10 MiB with 413 and the envelope, before reading it whole (Content-Length declared: %s)",
    async (declareLength) => {
      const boundary = "fuzzboundary";
      const answer = await sendOversized(`${baseUrl}/api/console/organizations/${organizationId}/agents/${agentId}/files`, {
        headers: { cookie, "content-type": `multipart/form-data; boundary=${boundary}`, "x-forwarded-for": "198.18.9.3" },
        totalBytes: total,
        declareLength,
        prefix: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.md"\r\nContent-Type: text/markdown\r\n\r\n`,
      });
      expect(answer.status).toBe(413);
      expect(consoleError.parse(JSON.parse(answer.body)).error.code).toBe("FILE_TOO_LARGE");
      expect(answer.bytesSent).toBeLessThan(total / 2);
    },
  );

  it("refuses a knowledge upload whose bytes are not its type (a PNG named .pdf) with 400 and the reason", async () => {
    const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");
    const form = new FormData();
    form.append("file", new Blob([png], { type: "application/pdf" }), "manual.pdf");
    const response = await superadmin.request(`/api/console/organizations/${organizationId}/agents/${agentId}/files`, { method: "POST", body: form });
    expect(response.status).toBe(400);
    const { error } = consoleError.parse(await response.json());
    expect(error.message).toMatch(/not a PDF/);
  });
});

describe("console requests with NUL characters, which the database cannot hold", () => {
  const superadmin = new ConsoleSession(baseUrl, "198.18.9.4");
  let organizationId = "";
  const nul = "a\u0000b";
  const json = (method: string, body: unknown) => ({ method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

  beforeAll(async () => {
    expect(await superadmin.signIn(testUsers.superadmin.email, testPassword)).toBeUndefined();
    const organizations = (await (await superadmin.request("/api/console/organizations")).json()) as { id: string; name: string }[];
    organizationId = organizations.find((organization) => organization.name === "Fuzz organization")!.id;
  });

  it("refuses them in a body or a query with 400 naming the field", async () => {
    const invitation = await superadmin.request(
      "/api/console/invitations",
      json("POST", { email: "nul@example.test", role: "viewer", name: nul, organizationId }),
    );
    expect(invitation.status).toBe(400);
    expect(consoleError.parse(await invitation.json()).error.fields).toEqual({ name: "Must not contain NUL characters." });

    const audit = await superadmin.request(`/api/console/audit?actor=${encodeURIComponent(nul)}`);
    expect(audit.status).toBe(400);
    expect(consoleError.parse(await audit.json()).error.fields).toEqual({ "query.actor": "Must not contain NUL characters." });
  });

  it("answers 404 for an address with one in a path segment", async () => {
    const response = await superadmin.request(`/api/console/organizations/${organizationId}/inbox/conversations/%00/notes`);
    expect(response.status).toBe(404);
    expect(consoleError.parse(await response.json()).error.code).toBe("NOT_FOUND");
  });
});
