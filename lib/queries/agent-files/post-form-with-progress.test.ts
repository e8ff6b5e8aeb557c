import { describe, expect, it, vi } from "vitest";

import { ConsoleRequestError } from "../console-fetch";
import { postFormWithProgress, requestErrorOf, type FormUploadRequest } from "./post-form-with-progress";

const event = { lengthComputable: false, loaded: 0, total: 0 } as ProgressEvent;

function fakeRequest(status: number, responseText = "") {
  const request = {
    status,
    responseText,
    opened: [] as string[],
    sent: undefined as unknown,
    upload: { onprogress: null as XMLHttpRequestUpload["onprogress"] },
    onload: null as FormUploadRequest["onload"],
    onerror: null as FormUploadRequest["onerror"],
    onabort: null as FormUploadRequest["onabort"],
    open(method: string, url: string) {
      request.opened = [method, url];
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

const form = new FormData();
form.append("file", new Blob(["# Returns"], { type: "text/markdown" }), "returns.md");

describe("postFormWithProgress", () => {
  it("POSTs the form, reports the share sent, says when every byte is out, and resolves with the JSON answer", async () => {
    const request = fakeRequest(201, JSON.stringify({ id: "f1" }));
    const onProgress = vi.fn();
    const onSent = vi.fn();
    const done = postFormWithProgress({ url: "/files", form, onProgress, onSent, createRequest: () => request });
    request.progress(5, 20);
    request.progress(20, 20);
    expect(onSent).toHaveBeenCalledTimes(1);
    request.finish();
    await expect(done).resolves.toEqual({ id: "f1" });
    expect(request.opened).toEqual(["POST", "/files"]);
    expect(request.sent).toBe(form);
    expect(onProgress.mock.calls.map(([share]) => share)).toEqual([0.25, 1]);
    expect(onSent).toHaveBeenCalledTimes(1);
  });

  it("rejects with the console's error, its code and its field messages", async () => {
    const request = fakeRequest(400, JSON.stringify({ error: { code: "INVALID_INPUT", message: "The file is empty.", fields: { file: "The file is empty." } } }));
    const done = postFormWithProgress({ url: "/files", form, onProgress: vi.fn(), createRequest: () => request });
    request.finish();
    await expect(done).rejects.toMatchObject({ status: 400, code: "INVALID_INPUT", message: "The file is empty.", fields: { file: "The file is empty." } });
  });

  it("rejects in plain words when the network fails or the upload is cancelled", async () => {
    const failing = fakeRequest(0);
    const failed = postFormWithProgress({ url: "/files", form, onProgress: vi.fn(), createRequest: () => failing });
    failing.fail();
    await expect(failed).rejects.toMatchObject({ code: "NETWORK" });

    const controller = new AbortController();
    const cancelled = fakeRequest(0);
    const aborted = postFormWithProgress({ url: "/files", form, onProgress: vi.fn(), signal: controller.signal, createRequest: () => cancelled });
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ code: "ABORTED", message: "The upload was cancelled." });
  });
});

describe("requestErrorOf", () => {
  it("falls back to the status when the answer is not the console's envelope", () => {
    const error = requestErrorOf(502, "<html>Bad gateway</html>");
    expect(error).toBeInstanceOf(ConsoleRequestError);
    expect(error).toMatchObject({ status: 502, code: "HTTP_ERROR", message: "The console answered 502." });
  });
});
