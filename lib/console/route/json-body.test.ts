import { describe, expect, it } from "vitest";

import { readJsonBody } from "./json-body";

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request("http://localhost/api/console/x", { method: "POST", body, headers, duplex: "half" } as RequestInit);

/** A body without a Content-Length, `chunks` pieces of `chunkBytes` each; `pulled` counts the pieces read. */
function streamed(chunks: number, chunkBytes: number) {
  const counter = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled === chunks) return controller.close();
      counter.pulled += 1;
      controller.enqueue(new Uint8Array(chunkBytes).fill(0x20));
    },
  });
  return { stream, counter };
}

describe("readJsonBody", () => {
  it("parses JSON, with or without a byte-order mark", async () => {
    expect(await readJsonBody(post('{"name":"Ada"}'))).toEqual({ isTooLarge: false, value: { name: "Ada" } });
    expect(await readJsonBody(post('\uFEFF{"name":"Ada"}'))).toEqual({ isTooLarge: false, value: { name: "Ada" } });
  });

  it("reads a body that is not JSON, or none, as undefined", async () => {
    expect(await readJsonBody(post("{"))).toEqual({ isTooLarge: false, value: undefined });
    expect(await readJsonBody(post(""))).toEqual({ isTooLarge: false, value: undefined });
    expect(await readJsonBody(new Request("http://localhost/x", { method: "POST" }))).toEqual({ isTooLarge: false, value: undefined });
  });

  it("refuses a declared Content-Length over the limit without reading the body", async () => {
    const { stream, counter } = streamed(100, 1024);
    expect(await readJsonBody(post(stream, { "content-length": "102400" }), 1024)).toEqual({ isTooLarge: true });
    expect(counter.pulled).toBeLessThanOrEqual(1);
  });

  it("stops reading a body without a Content-Length as soon as it passes the limit", async () => {
    const { stream, counter } = streamed(1000, 1024);
    expect(await readJsonBody(post(stream), 4 * 1024)).toEqual({ isTooLarge: true });
    expect(counter.pulled).toBeLessThan(10);
  });

  it("accepts a body of exactly the limit", async () => {
    const body = JSON.stringify({ text: "x".repeat(100) });
    expect(await readJsonBody(post(body), Buffer.byteLength(body))).toEqual({ isTooLarge: false, value: { text: "x".repeat(100) } });
  });
});
