import { describe, expect, it, vi } from "vitest";

import { ConsoleRequestError } from "./console-fetch";
import { describeUploadStatus, requestErrorOf, signedUrlErrorOf, uploadWithProgress, type UploadRequest } from "./upload-with-progress";

const event = { lengthComputable: false, loaded: 0, total: 0 } as ProgressEvent;

function fakeRequest(status: number, responseText = "") {
  const request = {
    status,
    responseText,
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
    getResponseHeader(name: string) {
      return name.toLowerCase() === "x-request-id" ? "req-upload-1" : null;
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
const bytes = new Blob(["# Returns\nWithin 30 days."], { type: "text/markdown" });

describe("uploadWithProgress to a console route", () => {
  it("POSTs the form, reports the share sent, says when every byte is out, and resolves with the JSON answer", async () => {
    const request = fakeRequest(201, JSON.stringify({ id: "f1" }));
    const onProgress = vi.fn();
    const onSent = vi.fn();
    const done = uploadWithProgress({ method: "POST", url: "/files", body: form, onProgress, onSent, createRequest: () => request });
    request.progress(5, 20);
    request.progress(20, 20);
    expect(onSent).toHaveBeenCalledTimes(1);
    request.finish();
    await expect(done).resolves.toEqual({ id: "f1" });
    expect(request.opened).toEqual(["POST", "/files"]);
    expect(request.headers).toEqual({});
    expect(request.sent).toBe(form);
    expect(onProgress.mock.calls.map(([share]) => share)).toEqual([0.25, 1]);
    expect(onSent).toHaveBeenCalledTimes(1);
  });

  it("rejects with the console's error, its code and its field messages", async () => {
    const request = fakeRequest(
      400,
      JSON.stringify({ error: { code: "INVALID_INPUT", message: "The file is empty.", fields: { file: "The file is empty." } } }),
    );
    const done = uploadWithProgress({ method: "POST", url: "/files", body: form, onProgress: vi.fn(), createRequest: () => request });
    request.finish();
    await expect(done).rejects.toMatchObject({
      status: 400,
      code: "INVALID_INPUT",
      message: "The file is empty.",
      fields: { file: "The file is empty." },
      requestId: "req-upload-1",
    });
  });

  it("rejects in plain words when the network fails or the upload is cancelled", async () => {
    const failing = fakeRequest(0);
    const failed = uploadWithProgress({ method: "POST", url: "/files", body: form, onProgress: vi.fn(), createRequest: () => failing });
    failing.fail();
    await expect(failed).rejects.toMatchObject({ code: "NETWORK" });

    const controller = new AbortController();
    const cancelled = fakeRequest(0);
    const aborted = uploadWithProgress({
      method: "POST",
      url: "/files",
      body: form,
      onProgress: vi.fn(),
      signal: controller.signal,
      createRequest: () => cancelled,
    });
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ code: "ABORTED", message: "The upload was cancelled." });
  });
});

describe("uploadWithProgress to a signed URL", () => {
  const put = (request: ReturnType<typeof fakeRequest>, signal?: AbortSignal) =>
    uploadWithProgress({
      method: "PUT",
      url: "/signed",
      body: bytes,
      contentType: "text/markdown",
      onProgress: vi.fn(),
      errorOf: signedUrlErrorOf,
      signal,
      createRequest: () => request,
    });

  it("PUTs the bytes with their Content-Type and resolves once they are stored", async () => {
    const request = fakeRequest(200);
    const done = put(request);
    request.progress(20, 20);
    request.finish();
    await expect(done).resolves.toBeUndefined();
    expect(request.opened).toEqual(["PUT", "/signed"]);
    expect(request.headers).toEqual({ "Content-Type": "text/markdown" });
    expect(request.sent).toBe(bytes);
  });

  it("rejects with the reason when the signed URL refuses the bytes, the network fails, or the upload is cancelled", async () => {
    const refusing = fakeRequest(403);
    const refused = put(refusing);
    refusing.finish();
    await expect(refused).rejects.toThrow("refused or has expired");

    const failing = fakeRequest(0);
    const failed = put(failing);
    failing.fail();
    await expect(failed).rejects.toThrow("could not reach the server");

    const controller = new AbortController();
    const cancelled = put(fakeRequest(0), controller.signal);
    controller.abort();
    await expect(cancelled).rejects.toThrow("cancelled");
  });
});

describe("requestErrorOf", () => {
  it("falls back to the status when the answer is not the console's envelope", () => {
    const error = requestErrorOf(502, "<html>Bad gateway</html>");
    expect(error).toBeInstanceOf(ConsoleRequestError);
    expect(error).toMatchObject({ status: 502, code: "HTTP_ERROR", message: "The console answered 502." });
  });
});

describe("describeUploadStatus", () => {
  it("names the failure in plain words", () => {
    expect(describeUploadStatus(413)).toMatch(/too large/);
    expect(describeUploadStatus(500)).toBe("The upload was refused (HTTP 500). Try again.");
  });
});

describe("signedUrlErrorOf", () => {
  it("says in the service's words why it refused the file, else what the status means", () => {
    expect(
      signedUrlErrorOf(400, JSON.stringify({ status: 400, name: "BAD_REQUEST", message: "The file is not a PDF: it does not start with %PDF-." })).message,
    ).toBe("The file is not a PDF: it does not start with %PDF-.");
    expect(signedUrlErrorOf(400, "not json").message).toBe("The upload was refused (HTTP 400). Try again.");
    expect(signedUrlErrorOf(403).message).toMatch(/expired/);
  });

  it("names the request the service answered with", () => {
    expect(signedUrlErrorOf(413, "", "req-7").message).toBe("The file is too large for the upload link. Request ID: req-7");
  });
});
