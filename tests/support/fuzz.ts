import { request as httpRequest } from "node:http";

import fc from "fast-check";
import type { z } from "zod";

import { recordReliabilityFigures } from "./reliability-figures";

/** One seed for every generated input; set FUZZ_SEED to replay another run. */
export const fuzzSeed = Number(process.env.FUZZ_SEED ?? 20_261_121);

/** Lone surrogates cannot be percent-encoded: they become U+FFFD, as a browser would send them. */
export const wellFormed = (value: string) => value.replace(/[\uD800-\uDFFF]/gu, "\uFFFD");

/** A path segment as a client would send it; a segment that is only dots is left as is, as a URL keeps it. */
export const pathSegment = (value: string) => encodeURIComponent(wellFormed(value));

const nastyStrings = [
  "../",
  "../../etc/passwd",
  "..%2F..%2F",
  "%00",
  "%",
  "%zz",
  "null",
  "undefined",
  "-1",
  "0",
  "1e309",
  "99999999999999999999999",
  "' OR '1'='1",
  "<script>alert(1)</script>",
  "\u0000",
  "\u202e",
  "😀",
  "Ω≈ç√",
  "  ",
  "a/b",
  "?x=1",
  "#frag",
  "",
  ".",
  "..",
];

/** Text a database may refuse: NUL characters and lone surrogates inside otherwise ordinary words. */
const hostileText = fc
  .tuple(fc.string({ maxLength: 12 }), fc.constantFrom("\u0000", "\uD800", "\uFFFF", "\u202E"), fc.string({ maxLength: 12 }))
  .map(([before, odd, after]) => `${before}${odd}${after}`);

/** A path parameter: ids nobody has, unicode, very long strings, traversal, empty. */
export const paramValue = (options: { allowDotSegments: boolean }) =>
  fc
    .oneof(
      { arbitrary: fc.uuid(), weight: 2 },
      { arbitrary: fc.string({ unit: "binary", maxLength: 24 }), weight: 3 },
      { arbitrary: fc.string({ minLength: 500, maxLength: 2_000 }), weight: 1 },
      { arbitrary: fc.constantFrom(...nastyStrings), weight: 3 },
      { arbitrary: fc.integer().map(String), weight: 1 },
      { arbitrary: hostileText, weight: 1 },
    )
    // "", "." and ".." leave the route's path: a URL resolves them before any route sees them.
    .filter((value) => options.allowDotSegments || !["", ".", ".."].includes(value));

/** A value of any JSON type, odd strings and numbers first: what a field of another type gets. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ unit: "binary", maxLength: 40 }),
  hostileText,
  fc.string({ minLength: 2_000, maxLength: 12_000 }),
  fc.constantFrom(...nastyStrings, "__proto__", "2024-13-45T99:99:99Z", "not-an-email", "javascript:alert(1)", "http://169.254.169.254/", "file:///etc/passwd"),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(Number.MAX_SAFE_INTEGER * 10, -1, 0, 1e308, -1e308, 0.5),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
);

/** Text that is not quite JSON, and JSON of every top-level kind. */
const rawBodies = fc.oneof(
  fc.constantFrom("", "{", "[", "null", '{"a":', "\u0000", "{}}", "[1,2,", '{"__proto__":{"polluted":1}}', "true", '"text"', "1e999999", "{".repeat(5_000)),
  fc.string({ unit: "binary", maxLength: 200 }),
);

export type GeneratedBody = { kind: "json"; value: unknown } | { kind: "raw"; text: string } | { kind: "none" };

/** A body: anything at all, a record over the given field names with wrong-typed values, or broken JSON. */
export function bodyFor(keys: readonly string[]): fc.Arbitrary<GeneratedBody> {
  const fieldNames = keys.length > 0 ? keys : ["name"];
  const overKeys = fc
    .tuple(
      fc.record(Object.fromEntries(fieldNames.map((key) => [key, wrongValue])), { requiredKeys: [] }),
      fc.dictionary(fc.string({ maxLength: 12 }), wrongValue, { maxKeys: 2 }),
    )
    .map(([fields, extra]) => ({ ...extra, ...fields }));
  return fc.oneof(
    { arbitrary: fc.anything().map((value) => ({ kind: "json" as const, value })), weight: 2 },
    { arbitrary: overKeys.map((value) => ({ kind: "json" as const, value })), weight: 4 },
    { arbitrary: rawBodies.map((text) => ({ kind: "raw" as const, text })), weight: 1 },
    { arbitrary: fc.constant({ kind: "none" as const }), weight: 1 },
  );
}

/** The text a generated body is sent as (undefined: no body). */
export function bodyText(body: GeneratedBody): string | undefined {
  if (body.kind === "none") return undefined;
  if (body.kind === "raw") return wellFormed(body.text);
  try {
    const text = JSON.stringify(body.value);
    return text === undefined ? undefined : wellFormed(text);
  } catch {
    return "{}";
  }
}

/** A query string over the given names (and others), with odd values, some repeated. */
export function queryFor(keys: readonly string[]): fc.Arbitrary<string> {
  const name = keys.length > 0 ? fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 10 })) : fc.string({ maxLength: 10 });
  const value = fc.oneof(paramValue({ allowDotSegments: true }), fc.integer().map(String), fc.constantFrom("true", "false", "ASC", "DESC", "-5", "1.5", "1e3"));
  return fc.array(fc.tuple(name, value), { maxLength: 4 }).map((pairs) => {
    const search = new URLSearchParams();
    for (const [key, entry] of pairs) search.append(wellFormed(key), wellFormed(entry));
    const text = search.toString();
    return text ? `?${text}` : "";
  });
}

/** The names of an object schema's fields, looking through optional, default, pipe and similar wrappers. */
export function schemaKeys(schema: z.ZodType | undefined): string[] {
  let current = schema as unknown as { _zod?: { def?: Record<string, unknown> } } | undefined;
  for (let depth = 0; current && depth < 10; depth += 1) {
    const def = current._zod?.def;
    if (!def) return [];
    if (def.type === "object") return Object.keys(def.shape as object);
    const inner = (def.innerType ?? def.in ?? def.schema) as typeof current;
    if (!inner) return [];
    current = inner;
  }
  return [];
}

type ZodDef = { type: string; [field: string]: unknown };
const defOf = (schema: unknown) => (schema as { _zod?: { def?: ZodDef } } | undefined)?._zod?.def;

/** Ordinary text, and now and then text with NUL characters or from anywhere in Unicode. */
const plausibleText = fc.oneof(
  { arbitrary: fc.string({ minLength: 1, maxLength: 30 }), weight: 4 },
  { arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength: 30 }), weight: 1 },
  { arbitrary: hostileText, weight: 1 },
);

/**
 * A value the schema would mostly accept: the right types, enum members and formats, with odd text
 * inside. Valid input gets past validation into the handler, where the deeper faults are.
 */
export function plausibleValue(schema: unknown, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  if (!def || depth > 5) return wrongValue;
  const inner = (field: string) => plausibleValue(def[field], depth + 1);
  switch (def.type) {
    case "string":
      if (def.format === "email") return fc.oneof(fc.emailAddress(), hostileText);
      if (def.format === "url") return fc.oneof(fc.webUrl(), fc.constantFrom("http://127.0.0.1:1/hook", "http://169.254.169.254/"), hostileText);
      if (def.format === "uuid" || def.format === "guid") return fc.uuid();
      if (def.format === "datetime") return fc.date({ noInvalidDate: true, min: new Date(0), max: new Date(4e12) }).map((date) => date.toISOString());
      return plausibleText;
    case "number":
    case "int":
      return fc.oneof(fc.integer({ min: 0, max: 100 }), fc.integer());
    case "boolean":
      return fc.boolean();
    case "enum":
      return fc.constantFrom(...Object.values(def.entries as object));
    case "literal":
      return fc.constantFrom(...(def.values as unknown[]));
    case "null":
      return fc.constant(null);
    case "array":
      return fc.array(inner("element"), { maxLength: 3 });
    case "object":
      return fc.record(Object.fromEntries(Object.entries(def.shape as object).map(([key, value]) => [key, plausibleValue(value, depth + 1)])));
    case "record":
      return fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), inner("valueType"), { maxKeys: 3 });
    case "union":
      return fc.oneof(...(def.options as unknown[]).map((option) => plausibleValue(option, depth + 1)));
    case "optional":
      return fc.option(inner("innerType"), { nil: undefined });
    case "nullable":
      return fc.option(inner("innerType"), { nil: null });
    case "default":
    case "prefault":
    case "catch":
    case "readonly":
    case "nonoptional":
      return inner("innerType");
    case "pipe":
      // z.stringbool() and other text-to-value pipes take text in.
      return defOf(def.out)?.type === "boolean" ? fc.constantFrom("true", "false") : inner("in");
    default:
      return wrongValue;
  }
}

/** A query string the schema would mostly accept. */
export function plausibleQuery(schema: unknown): fc.Arbitrary<string> {
  return plausibleValue(schema).map((value) => {
    const search = new URLSearchParams();
    if (value && typeof value === "object") {
      for (const [key, entry] of Object.entries(value)) {
        for (const item of Array.isArray(entry) ? entry : [entry]) if (item !== undefined) search.append(key, wellFormed(String(item)));
      }
    }
    const text = search.toString();
    return text ? `?${text}` : "";
  });
}

/** What a run of a fuzz suite saw, for the printed summary and `.data/reliability/`. */
export type FuzzSummary = {
  suite: string;
  seed: number;
  targets: number;
  inputs: number;
  statuses: Record<string, number>;
  serverErrors: number;
  undocumented: number;
  failures: string[];
  durationMs: number;
};

export class FuzzTally {
  readonly statuses: Record<string, number> = {};
  readonly failures: string[] = [];
  inputs = 0;
  serverErrors = 0;
  undocumented = 0;
  private readonly startedAt = Date.now();

  constructor(
    readonly suite: string,
    readonly seed: number,
  ) {}

  count(status: number) {
    this.inputs += 1;
    this.statuses[status] = (this.statuses[status] ?? 0) + 1;
    if (status >= 500) this.serverErrors += 1;
  }

  /**
   * Counts an answer; throws, naming the request and quoting the body, when `problemOf` finds that it breaks the
   * rules (a 4xx that does counts as undocumented).
   */
  check(request: string, status: number, text: string, problemOf: (status: number, body: unknown) => string | undefined) {
    this.count(status);
    const body = parseJson(text);
    const problem = problemOf(status, body);
    if (problem && status < 500) this.undocumented += 1;
    if (problem) throw new Error(`${request} ${problem}; body ${excerpt(body ?? text)}`);
  }

  /** Runs a property until its first failure, which is kept under `label` with the seed and path that replay it. */
  async checkProperty<T>(label: string, property: fc.IAsyncProperty<T>, options: { seed: number; numRuns: number }) {
    const details = await fc.check(property, { ...options, endOnFailure: true });
    if (details.failed) {
      const reason = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
      this.failures.push(`${label}: ${reason} (seed ${details.seed}, path ${details.counterexamplePath})`);
    }
  }

  summary(targets: number): FuzzSummary {
    return {
      suite: this.suite,
      seed: this.seed,
      targets,
      inputs: this.inputs,
      statuses: this.statuses,
      serverErrors: this.serverErrors,
      undocumented: this.undocumented,
      failures: this.failures,
      durationMs: Date.now() - this.startedAt,
    };
  }
}

/** Prints the summary and writes it to `.data/reliability/<file>.json`, where a report can pick it up. */
export function reportFuzzSummary(file: string, summary: FuzzSummary) {
  recordReliabilityFigures(file, summary);
  const statuses = Object.entries(summary.statuses)
    .map(([status, count]) => `${status}×${count}`)
    .join(" ");
  console.log(
    [
      `fuzz ${summary.suite} (seed ${summary.seed}): ${summary.targets} targets, ${summary.inputs} inputs, ${summary.serverErrors} answers of 5xx, ${summary.undocumented} undocumented 4xx bodies, ${(summary.durationMs / 1000).toFixed(1)} s`,
      `  statuses: ${statuses}`,
      ...summary.failures.map((failure) => `  FAILED ${failure}`),
    ].join("\n"),
  );
}

/** Runs `run` over the items with at most `width` at a time. */
export async function inPool<T>(items: readonly T[], width: number, run: (item: T, index: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        await run(items[index]!, index);
      }
    }),
  );
}

export type OversizedAnswer = { status: number; body: string; bytesSent: number; totalBytes: number };

/**
 * Sends a body of `totalBytes` (after `prefix`) in chunks, with a Content-Length or streamed without one,
 * and stops writing as soon as the server answers: `bytesSent` shows how much it took in before refusing.
 */
export function sendOversized(
  url: string,
  options: { method?: string; headers?: Record<string, string>; totalBytes: number; declareLength: boolean; prefix?: string; fill?: number },
): Promise<OversizedAnswer> {
  const { method = "POST", headers = {}, totalBytes, declareLength, prefix = "", fill = 0x61 } = options;
  const target = new URL(url);
  const chunk = Buffer.alloc(64 * 1024, fill);
  return new Promise((resolve, reject) => {
    let bytesSent = 0;
    let answered = false;
    const request = httpRequest({
      method,
      hostname: target.hostname,
      port: target.port,
      path: `${target.pathname}${target.search}`,
      headers: { ...headers, ...(declareLength ? { "content-length": String(totalBytes) } : { "transfer-encoding": "chunked" }) },
    });
    request.on("response", (response) => {
      answered = true;
      const parts: Buffer[] = [];
      response.on("data", (part: Buffer) => parts.push(part));
      response.on("end", () => {
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(parts).toString("utf8"), bytesSent, totalBytes });
        request.destroy();
      });
    });
    request.on("error", (error) => {
      // A server that answers and closes while the body is still coming resets the connection: the answer counts.
      if (!answered) setTimeout(() => !answered && reject(error), 500);
    });
    const pump = () => {
      if (bytesSent === 0 && prefix) {
        const head = Buffer.from(prefix);
        bytesSent += head.length;
        request.write(head);
      }
      while (!answered && bytesSent < totalBytes) {
        const piece = chunk.subarray(0, Math.min(chunk.length, totalBytes - bytesSent));
        bytesSent += piece.length;
        if (!request.write(piece)) {
          request.once("drain", pump);
          return;
        }
      }
      if (!answered) request.end();
    };
    pump();
  });
}

export const parseJson = (text: string): unknown => {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
};

/** A short, printable excerpt of an answer. */
export const excerpt = (value: unknown) => {
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text === undefined ? "(none)" : text.length > 300 ? `${text.slice(0, 300)}…` : text;
};
