import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { z } from "zod";

import { operations, type Operation } from "@/lib/agent-api/contract";
import { keyHeaders, surfacePrefixes, type KeyScope } from "@/lib/agent-api/contract/operation";
import { badRequestError, entityNotFoundError, errorDetail, forbiddenError, rateLimitError } from "@/lib/schemas/agent-api/common";
import { callService, createTestAgent, type TestAgent } from "@/tests/support/agent-service";
import {
  bodyFor,
  bodyText,
  FuzzTally,
  fuzzSeed,
  inPool,
  paramValue,
  pathSegment,
  plausibleQuery,
  plausibleValue,
  queryFor,
  reportFuzzSummary,
  schemaKeys,
  sendOversized,
  wellFormed,
  type GeneratedBody,
} from "@/tests/support/fuzz";
import { testSuperAdminKeys } from "@/tests/support/test-server.mjs";
import { tinyPdf } from "@/tests/support/tiny-pdf";

const baseUrl = inject("baseUrl");

const tooLargeError = z.object({ status: z.literal(413), name: z.literal("PAYLOAD_TOO_LARGE"), message: z.string(), details: z.array(errorDetail) });

/** The spec's error body for each 4xx the service may answer; any other 4xx is undocumented. */
const documentedErrors: Record<number, z.ZodType> = {
  400: badRequestError,
  403: forbiddenError,
  404: entityNotFoundError,
  413: tooLargeError,
  429: rateLimitError,
};

const png = new Uint8Array(Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64"));
const pdf = tinyPdf(["Opening hours: 9 to 5."]);

/** Inputs per operation: AI-class operations share a smaller per-minute budget. */
const runsFor = (operation: Operation) => (operation.bodyType === "multipart" ? 20 : operation.rateClass === "ai" ? 8 : 16);

type HeaderMode = "right" | "wrong-content-type" | "no-content-type" | "duplicate-key" | "every-header" | "wrong-header" | "no-key";

const headerMode = fc.oneof(
  { arbitrary: fc.constant<HeaderMode>("right"), weight: 12 },
  { arbitrary: fc.constantFrom<HeaderMode>("wrong-content-type", "no-content-type", "duplicate-key", "every-header", "wrong-header", "no-key"), weight: 4 },
);

const wrongContentTypes = fc.constantFrom(
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "multipart/form-data; boundary=nope",
  "application/xml",
  "application/json; charset=utf-16",
  "application/jsonx",
);

/** A multipart upload: zero, one or two files of any name, type and bytes, or the file field as text. */
const uploadForm = fc.record({
  files: fc.array(
    fc.record({
      name: fc.oneof(
        fc.constantFrom(
          "notes.pdf",
          "notes.md",
          "notes.txt",
          "photo.png",
          "",
          "../../etc/passwd.txt",
          "setup.exe",
          "résumé.md",
          "nul\u0000.txt",
          `${"a".repeat(300)}.txt`,
        ),
        fc.string({ unit: "binary", maxLength: 30 }),
      ),
      type: fc.oneof(
        fc.constantFrom("application/pdf", "text/markdown", "text/plain", "image/png", "", "application/octet-stream", "text/plain; charset=utf-16"),
        fc.string({ maxLength: 20 }),
      ),
      bytes: fc.oneof(
        fc.uint8Array({ maxLength: 256 }),
        fc.constantFrom(png, pdf),
        fc.string({ unit: "binary", maxLength: 200 }).map((text) => new TextEncoder().encode(wellFormed(text))),
      ),
    }),
    { maxLength: 2 },
  ),
  fileAsText: fc.option(fc.string({ maxLength: 40 })),
  autoAddToVectorStore: fc.option(fc.oneof(fc.constantFrom("true", "false", "1", "yes", ""), fc.string({ maxLength: 10 }))),
});

type UploadForm = typeof uploadForm extends fc.Arbitrary<infer T> ? T : never;

function formOf(upload: UploadForm): FormData {
  const form = new FormData();
  for (const file of upload.files) form.append("file", new Blob([file.bytes], { type: wellFormed(file.type) }), wellFormed(file.name));
  if (upload.fileAsText !== null) form.append("file", wellFormed(upload.fileAsText));
  if (upload.autoAddToVectorStore !== null) form.append("autoAddToVectorStore", wellFormed(upload.autoAddToVectorStore));
  return form;
}

type Input = {
  prefix: string;
  params: Record<string, string>;
  query: string;
  body: GeneratedBody | UploadForm | undefined;
  headerMode: HeaderMode;
  contentType: string;
};

type Callers = { agent: TestAgent; organization: TestAgent };

function keyOf(scope: KeyScope, callers: Callers): string {
  if (scope === "organization") return callers.organization.organization.key;
  if (scope === "superAdmin") return testSuperAdminKeys.us;
  return callers.agent.key;
}

const keyValue = (scope: KeyScope, key: string) => (scope === "bearer" ? `Bearer ${key}` : key);

/** Path parameters that name an agent of the organization get its real id now and then, so valid input goes deeper. */
const takesAgentId = (operation: Operation, name: string) =>
  operation.scope === "organization" &&
  (name === "agentId" || (name === "id" && /^\/(agents|agent-api-keys|agent-scraps|agent-functions)\//.test(operation.path)));

function inputFor(operation: Operation, callers: Callers): fc.Arbitrary<Input> {
  const paramNames = [...operation.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name!);
  const params = fc.record(
    Object.fromEntries(
      paramNames.map((name) => [
        name,
        takesAgentId(operation, name)
          ? fc.oneof({ arbitrary: fc.constant(callers.organization.id), weight: 1 }, { arbitrary: paramValue({ allowDotSegments: true }), weight: 2 })
          : paramValue({ allowDotSegments: true }),
      ]),
    ),
  );
  const body: fc.Arbitrary<Input["body"]> =
    operation.bodyType === "multipart"
      ? fc.oneof({ arbitrary: uploadForm, weight: 3 }, { arbitrary: bodyFor(["file", "autoAddToVectorStore"]), weight: 1 })
      : operation.method === "get"
        ? fc.constant(undefined)
        : operation.body
          ? fc.oneof(
              { arbitrary: bodyFor(schemaKeys(operation.body)), weight: 1 },
              { arbitrary: plausibleValue(operation.body).map((value) => ({ kind: "json" as const, value })), weight: 1 },
            )
          : bodyFor([]);
  return fc.record({
    prefix: fc.constantFrom(...surfacePrefixes[operation.surface]),
    params: params as fc.Arbitrary<Record<string, string>>,
    query: operation.query ? fc.oneof(queryFor(schemaKeys(operation.query)), plausibleQuery(operation.query)) : queryFor([]),
    body,
    headerMode,
    contentType: wrongContentTypes,
  });
}

function requestOf(operation: Operation, input: Input, callers: Callers): { url: string; init: RequestInit } {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => pathSegment(input.params[name] ?? ""));
  const url = `${baseUrl}${input.prefix}${path}${input.query}`;
  const headers = new Headers();
  const key = keyOf(operation.scope, callers);
  const header = keyHeaders[operation.scope];
  switch (input.headerMode) {
    case "no-key":
      break;
    case "wrong-header": {
      const other = operation.scope === "agent" || operation.scope === "bearer" ? "organization" : "agent";
      headers.set(keyHeaders[other], keyValue(other, key));
      break;
    }
    case "every-header":
      for (const scope of Object.keys(keyHeaders) as KeyScope[]) headers.set(keyHeaders[scope], keyValue(scope, key));
      break;
    case "duplicate-key":
      headers.append(header, keyValue(operation.scope, key));
      headers.append(header, keyValue(operation.scope, "sk_someone_else_0123456789"));
      break;
    default:
      headers.set(header, keyValue(operation.scope, key));
  }

  let body: BodyInit | undefined;
  if (input.body && "files" in input.body) {
    body = formOf(input.body);
    if (input.headerMode === "wrong-content-type") headers.set("content-type", input.contentType);
  } else if (input.body) {
    const text = bodyText(input.body);
    if (text !== undefined) {
      // Bytes, not a string: fetch would otherwise add text/plain of its own.
      body = new TextEncoder().encode(text);
      if (input.headerMode === "wrong-content-type") headers.set("content-type", input.contentType);
      else if (input.headerMode !== "no-content-type") headers.set("content-type", "application/json");
    }
  }
  return { url, init: { method: operation.method.toUpperCase(), headers, body, redirect: "manual", signal: AbortSignal.timeout(20_000) } };
}

/** Why an answer breaks the rules (a 5xx, or a 4xx without the spec's body for it), or undefined. */
function problemOf(status: number, body: unknown): string | undefined {
  if (status >= 500) return `answered ${status}`;
  if (status < 400) return undefined;
  const schema = documentedErrors[status];
  if (!schema) return `answered ${status}, a status the spec does not document`;
  const checked = schema.safeParse(body);
  return checked.success
    ? undefined
    : `answered ${status} without the spec's body: ${checked.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`).join("; ")}`;
}

describe("every operation of the AI Agent API, under generated input", () => {
  const tally = new FuzzTally("agent-service operations", fuzzSeed);
  let callers: Callers;

  beforeAll(async () => {
    // Two organizations, so agent-scope and organization-scope inputs each have a full rate-limit budget.
    callers = { agent: await createTestAgent(baseUrl), organization: await createTestAgent(baseUrl, { name: "Fuzz target" }) };
  });

  afterAll(() => {
    reportFuzzSummary("fuzz-operations", tally.summary(operations.length));
  });

  it("never answers 5xx, and every 4xx carries the spec's error body", { timeout: 150_000 }, async () => {
    expect(operations.length).toBeGreaterThan(90);
    await inPool(operations, 4, async (operation, index) => {
      const label = `${operation.method.toUpperCase()} ${operation.surface === "v1" ? "/api/v1" : "/api/external"}${operation.path}`;
      await tally.checkProperty(
        label,
        fc.asyncProperty(inputFor(operation, callers), async (input) => {
          const { url, init } = requestOf(operation, input, callers);
          const response = await fetch(url, init);
          tally.check(`${init.method} ${url.slice(baseUrl.length, baseUrl.length + 200)}`, response.status, await response.text(), problemOf);
        }),
        { seed: fuzzSeed + index, numRuns: runsFor(operation) },
      );
    });
    expect(tally.failures, `fuzz seed ${fuzzSeed}; replay with FUZZ_SEED=${fuzzSeed}`).toEqual([]);
    expect(tally.serverErrors).toBe(0);
  });
});

describe("oversized bodies", () => {
  let agent: TestAgent;
  const asOrganization = () => ({ "Organization-Secret-Key": agent.organization.key });

  beforeAll(async () => {
    agent = await createTestAgent(baseUrl);
  });

  /**
   * What each oversized request would send: several times the largest limit below (25 MiB), so that what a
   * refusing server took in, plus what the two sockets' buffers hold, stays well under half of it.
   */
  const total = 128 * 1024 * 1024;

  it.each([true, false])("refuses a JSON body over 2 MiB with 413 before reading it whole (Content-Length declared: %s)", async (declareLength) => {
    const answer = await sendOversized(`${baseUrl}/api/external/packs`, {
      headers: { ...asOrganization(), "content-type": "application/json" },
      totalBytes: total,
      declareLength,
      prefix: '{"name":"',
    });
    expect(answer.status).toBe(413);
    expect(tooLargeError.parse(JSON.parse(answer.body))).toMatchObject({ status: 413, name: "PAYLOAD_TOO_LARGE" });
    expect(answer.bytesSent).toBeLessThan(total / 2);
  });

  it.each([true, false])("refuses an upload over 10 MiB with 400 before reading it whole (Content-Length declared: %s)", async (declareLength) => {
    const boundary = "fuzzboundary";
    const answer = await sendOversized(`${baseUrl}/external/agent-files/upload`, {
      headers: { "Agent-Secret-Key": agent.key, "content-type": `multipart/form-data; boundary=${boundary}` },
      totalBytes: total,
      declareLength,
      prefix: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.txt"\r\nContent-Type: text/plain\r\n\r\n`,
    });
    expect(answer.status).toBe(400);
    expect(badRequestError.parse(JSON.parse(answer.body)).details).toEqual([{ field: "file", message: "too large" }]);
    expect(answer.bytesSent).toBeLessThan(total / 2);
  });

  it.each([true, false])("refuses a signed-URL upload over 25 MiB with 413 before reading it whole (Content-Length declared: %s)", async (declareLength) => {
    const issued = await callService(baseUrl, "POST", "/external/prompts/upload-url", {
      key: agent.key,
      body: { fileName: "big.bin", contentType: "application/octet-stream" },
    });
    expect(issued.status).toBe(200);
    const answer = await sendOversized(issued.body.signedUrl, {
      method: "PUT",
      headers: { "content-type": "application/octet-stream" },
      totalBytes: total,
      declareLength,
    });
    expect(answer.status).toBe(413);
    expect(tooLargeError.parse(JSON.parse(answer.body)).message).toBe("FILE_TOO_LARGE");
    expect(answer.bytesSent).toBeLessThan(total / 2);
  });
});

describe("uploads whose bytes do not match their declared type", () => {
  let agent: TestAgent;
  const asOrganization = () => ({ key: agent.organization.key, header: "Organization-Secret-Key" as const });

  beforeAll(async () => {
    agent = await createTestAgent(baseUrl);
  });

  const fileForm = (bytes: Uint8Array<ArrayBuffer>, name: string, type: string) => {
    const form = new FormData();
    form.append("file", new Blob([bytes], { type }), name);
    return form;
  };

  it.each([
    ["a PNG named .pdf as application/pdf", png, "manual.pdf", "application/pdf", "The file is not a PDF: it does not start with %PDF-."],
    ["a PNG named .md as text/markdown", png, "notes.md", "text/markdown", "The file is not text: it contains NUL bytes."],
    ["Latin-1 bytes named .txt as text/plain", new Uint8Array([0x63, 0x61, 0x66, 0xe9]), "notes.txt", "text/plain", "The file is not valid UTF-8 text."],
  ])("refuses an agent file upload of %s with 400", async (_, bytes, name, type, message) => {
    const response = await callService(baseUrl, "POST", "/api/external/agent-files/upload", { key: agent.key, form: fileForm(bytes, name, type) });
    expect(response.status).toBe(400);
    expect(badRequestError.parse(response.body)).toMatchObject({ message, details: [{ field: "file", message }] });
  });

  async function issue(path: string, body: { fileName: string; contentType: string }) {
    const issued = await callService(baseUrl, "POST", path, { ...asOrganization(), body });
    expect(issued.status).toBe(200);
    return issued.body as { signedUrl: string; storagePath: string };
  }

  const put = (url: string, bytes: Uint8Array<ArrayBuffer>, type: string) => fetch(url, { method: "PUT", headers: { "content-type": type }, body: bytes });

  it.each([
    ["a pack document: a PNG as application/pdf", "/external/packs/documents/upload-url", "manual.pdf", "application/pdf", png, pdf],
    [
      "a pack document: binary bytes as text/markdown",
      "/external/packs/documents/upload-url",
      "notes.md",
      "text/markdown",
      png,
      new TextEncoder().encode("# Notes"),
    ],
    ["a live-chat image: a PDF as image/png", "/external/live-chat-skill/images/upload-url", "avatar.png", "image/png", pdf, png],
    [
      "a live-chat image: text as image/jpeg",
      "/external/live-chat-skill/images/upload-url",
      "avatar.jpg",
      "image/jpeg",
      new TextEncoder().encode("<svg/>"),
      new Uint8Array([0xff, 0xd8, 0xff, 0xe0]),
    ],
  ])("refuses %s with 400 at the signed URL, stores nothing, and takes the right bytes after", async (_, path, fileName, contentType, wrong, right) => {
    const { signedUrl } = await issue(path, { fileName, contentType });
    const refused = await put(signedUrl, wrong, contentType);
    expect(refused.status).toBe(400);
    expect(badRequestError.parse(await refused.json()).details).toEqual([{ field: "file", message: expect.stringMatching(/^The file is not /) }]);
    const stored = await put(signedUrl, right, contentType);
    expect(stored.status).toBe(200);
    expect(await stored.json()).toMatchObject({ size: right.byteLength });
  });
});

describe("text with NUL characters, which the database cannot hold", () => {
  let agent: TestAgent;

  beforeAll(async () => {
    agent = await createTestAgent(baseUrl);
  });

  const nul = "a\u0000b";
  it.each([
    ["organization", "POST", "/external/packs", { name: nul }, ["name"]],
    ["organization", "POST", "/external/agent-api-keys/{agentId}", { name: nul }, ["name"]],
    ["organization", "POST", "/external/packs/documents/upload-url", { fileName: `${nul}.md`, contentType: "text/markdown" }, ["fileName"]],
    ["organization", "POST", "/external/live-chat-skill/images/upload-url", { fileName: `${nul}.png`, contentType: "image/png" }, ["fileName"]],
    ["agent", "POST", "/external/users", { firstName: nul, lastName: "Lovelace", email: "ada@example.test" }, ["firstName"]],
    ["agent", "POST", "/external/prompts", { prompt: nul }, ["prompt"]],
    ["agent", "GET", `/external/users/search?email=${encodeURIComponent(nul)}`, undefined, ["query.email"]],
  ] as const)("is refused with 400 naming the field (%s key: %s %s)", async (scope, method, path, body, fields) => {
    const caller = scope === "organization" ? { key: agent.organization.key, header: "Organization-Secret-Key" as const } : { key: agent.key };
    const response = await callService(baseUrl, method, path.replace("{agentId}", agent.id), { ...caller, body });
    expect(response.status).toBe(400);
    expect(badRequestError.parse(response.body).details).toEqual(fields.map((field) => ({ field, message: "must not contain NUL characters" })));
  });
});
