import { describe, expect, it, vi } from "vitest";

import { describeUploadStatus, putWithProgress, type UploadRequest } from "./put-with-progress";

const event = { lengthComputable: false, loaded: 0, total: 0 } as ProgressEvent;

function fakeRequest(status: number) {
  const request = {
    status,
    headers: {} as Record<string, string>,
    opened: [] as string[],
    sent: undefined as unknown,
    upload: { onprogress: null as XMLHttpRequestUpload["onprogress"] },
    onload: null as UploadRequest["onload"],
    onerror: null as UploadRequest["onerror"],
    onabort: null as UploadRequest["onabort"],
    open(method: string, url: string) {
      request.opened = [method, url];
    },
    setRequestHeader(name: string, value: string) {
      request.headers[name] = value;
    },
    send(body: unknown) {
      request.sent = body;
    },
    abort() {
      request.onabort?.call(undefined as never, event);
    },
    progress(loaded: number, total: number) {
      request.upload.onprogress?.call(undefined as never, { lengthComputable: true, loaded, total } as ProgressEvent);
    },
    finish() {
      request.onload?.call(undefined as never, event);
    },
    fail() {
      request.onerror?.call(undefined as never, event);
    },
  };
  return request;
}

const body = new Blob(["# Returns\nWithin 30 days."], { type: "text/markdown" });

describe("putWithProgress", () => {
  it("PUTs the bytes with their Content-Type and reports the share sent", async () => {
    const request = fakeRequest(200);
    const onProgress = vi.fn();
    const done = putWithProgress({ url: "/signed", body, contentType: "text/markdown", onProgress, createRequest: () => request });
    request.progress(5, 20);
    request.progress(20, 20);
    request.finish();
    await expect(done).resolves.toBeUndefined();
    expect(request.opened).toEqual(["PUT", "/signed"]);
    expect(request.headers).toEqual({ "Content-Type": "text/markdown" });
    expect(request.sent).toBe(body);
    expect(onProgress.mock.calls.map(([share]) => share)).toEqual([0.25, 1, 1]);
  });

  it("rejects with the reason when the signed URL refuses the bytes", async () => {
    const request = fakeRequest(403);
    const done = putWithProgress({ url: "/signed", body, contentType: "text/markdown", onProgress: () => {}, createRequest: () => request });
    request.finish();
    await expect(done).rejects.toThrow("refused or has expired");
  });

  it("rejects when the network fails, and when the upload is cancelled", async () => {
    const failing = fakeRequest(0);
    const failed = putWithProgress({ url: "/signed", body, contentType: "text/plain", onProgress: () => {}, createRequest: () => failing });
    failing.fail();
    await expect(failed).rejects.toThrow("could not reach the server");

    const controller = new AbortController();
    const cancelling = fakeRequest(0);
    const cancelled = putWithProgress({
      url: "/signed",
      body,
      contentType: "text/plain",
      onProgress: () => {},
      signal: controller.signal,
      createRequest: () => cancelling,
    });
    controller.abort();
    await expect(cancelled).rejects.toThrow("cancelled");
  });
});

describe("describeUploadStatus", () => {
  it("names the failure in plain words", () => {
    expect(describeUploadStatus(413)).toMatch(/too large/);
    expect(describeUploadStatus(500)).toBe("The upload was refused (HTTP 500). Try again.");
  });
});
