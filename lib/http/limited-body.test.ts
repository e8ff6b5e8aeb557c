import { describe, expect, it } from "vitest";

import { isDeclaredTooLarge, readBodyWithin, readRequestWithin } from "./limited-body";

function streamOf(chunks: number[], onCancel?: () => void) {
  let index = 0;
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const size = chunks[index++];
      if (size === undefined) return controller.close();
      pulled += 1;
      controller.enqueue(new Uint8Array(size).fill(7));
    },
    cancel: onCancel,
  });
  return { stream, pulls: () => pulled };
}

describe("readBodyWithin", () => {
  it("reads a body up to the limit", async () => {
    const body = await readBodyWithin(streamOf([4, 4, 2]).stream, 10);
    expect(body).toEqual(Buffer.alloc(10, 7));
  });

  it("treats a missing body as empty", async () => {
    expect(await readBodyWithin(null, 10)).toEqual(Buffer.alloc(0));
  });

  it("stops reading and cancels the stream as soon as the limit is passed", async () => {
    let isCancelled = false;
    const { stream, pulls } = streamOf([6, 6, 6, 6], () => (isCancelled = true));
    expect(await readBodyWithin(stream, 10)).toBeUndefined();
    expect(isCancelled).toBe(true);
    expect(pulls()).toBeLessThan(4);
  });
});

describe("isDeclaredTooLarge", () => {
  it.each([
    [null, false],
    ["10", false],
    ["11", true],
    [" 11 ", true],
    ["abc", false],
    ["-5", false],
  ])("Content-Length %j over 10 → %s", (value, expected) => {
    expect(isDeclaredTooLarge(value, 10)).toBe(expected);
  });
});

describe("readRequestWithin", () => {
  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    new Request("http://localhost/x", { method: "POST", body, headers, duplex: "half" } as RequestInit);

  it("reads a chunked body of exactly the limit, and refuses one byte more", async () => {
    expect(await readRequestWithin(post(streamOf([4, 4, 2]).stream), 10)).toEqual(Buffer.alloc(10, 7));
    expect(await readRequestWithin(post(streamOf([4, 4, 3]).stream), 10)).toBeUndefined();
  });

  it("reads a body whose Content-Length is exactly the limit", async () => {
    expect(await readRequestWithin(post("x".repeat(10), { "content-length": "10" }), 10)).toEqual(Buffer.from("x".repeat(10)));
  });

  it("refuses a declared Content-Length over the limit without reading the body", async () => {
    const { stream, pulls } = streamOf([1, 1, 1]);
    expect(await readRequestWithin(post(stream, { "content-length": "11" }), 10)).toBeUndefined();
    expect(pulls()).toBeLessThanOrEqual(1);
  });

  it("stops at the limit when the Content-Length understates the body", async () => {
    let isCancelled = false;
    const { stream, pulls } = streamOf([8, 8, 8, 8, 8, 8], () => (isCancelled = true));
    expect(await readRequestWithin(post(stream, { "content-length": "4" }), 10)).toBeUndefined();
    expect(isCancelled).toBe(true);
    expect(pulls()).toBeLessThan(6);
  });
});
