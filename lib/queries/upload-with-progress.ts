import type { ConsoleApiError } from "@/lib/console/route/api-error";

import { ConsoleRequestError, withRequestId } from "./console-fetch";

/** The part of XMLHttpRequest an upload uses, so tests can stand in for it. */
export type UploadRequest = Pick<XMLHttpRequest, "open" | "setRequestHeader" | "send" | "abort" | "status" | "responseText"> & {
  getResponseHeader?: XMLHttpRequest["getResponseHeader"];
  upload: Pick<XMLHttpRequestUpload, "onprogress">;
  onload: ((this: never, event: ProgressEvent) => unknown) | null;
  onerror: ((this: never, event: ProgressEvent) => unknown) | null;
  onabort: ((this: never, event: ProgressEvent) => unknown) | null;
};

export type UploadOptions = {
  method: "POST" | "PUT";
  url: string;
  /** A form (with its files) for a console route, or the bare bytes for a signed URL. */
  body: FormData | Blob;
  /** The Content-Type of bare bytes; a form sets its own. */
  contentType?: string;
  /** Called with the share sent so far, from 0 to 1. */
  onProgress: (share: number) => void;
  /** Called once every byte is sent, while the server may still be working on them. */
  onSent?: () => void;
  /** How a refused or failed upload (status 0: no answer at all) becomes the error it rejects with; `requestId` is the answer's X-Request-Id. */
  errorOf?: (status: number, responseText: string, requestId?: string) => Error;
  signal?: AbortSignal;
  createRequest?: () => UploadRequest;
};

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** A failed answer of a console route as the error every other console call throws. */
export function requestErrorOf(status: number, responseText: string, requestId?: string): ConsoleRequestError {
  if (status === 0) return new ConsoleRequestError(0, "NETWORK", "The console could not be reached. Check your connection and try again.");
  const envelope = (parseJson(responseText) as Partial<ConsoleApiError> | undefined)?.error;
  return new ConsoleRequestError(status, envelope?.code ?? "HTTP_ERROR", envelope?.message ?? `The console answered ${status}.`, envelope?.fields, requestId);
}

/** Why an upload to a signed URL failed, in words for the person who dropped the file. */
export function describeUploadStatus(status: number): string {
  if (status === 0) return "The upload could not reach the server. Check your connection and try again.";
  if (status === 403) return "The upload link was refused or has expired. Try again.";
  if (status === 413) return "The file is too large for the upload link.";
  return `The upload was refused (HTTP ${status}). Try again.`;
}

/**
 * A refused upload to a signed URL as an error saying why: the service's own words when it gave them (a file
 * whose content is not of its declared type is refused with a message saying so), else what the status means;
 * with the request ID the answer named.
 */
export function signedUrlErrorOf(status: number, responseText = "", requestId?: string): Error {
  const message = (parseJson(responseText) as { message?: unknown } | undefined)?.message;
  const reason = status === 400 && typeof message === "string" && message ? message : describeUploadStatus(status);
  return new Error(withRequestId(reason, requestId));
}

/**
 * Sends a body with upload progress (fetch cannot report it, XMLHttpRequest can): a form POSTed to a
 * console route, or bytes PUT to a signed URL. Resolves with the JSON answer of a 2xx (undefined when
 * there is none); rejects with `errorOf` the status otherwise (a console route's error by default).
 */
export function uploadWithProgress({
  method,
  url,
  body,
  contentType,
  onProgress,
  onSent,
  errorOf = requestErrorOf,
  signal,
  createRequest = () => new XMLHttpRequest(),
}: UploadOptions): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = createRequest();
    let isSent = false;
    const markSent = () => {
      if (isSent) return;
      isSent = true;
      onProgress(1);
      onSent?.();
    };
    request.open(method, url);
    if (contentType) request.setRequestHeader("Content-Type", contentType);
    request.upload.onprogress = (event) => {
      if (!event.lengthComputable || event.total <= 0) return;
      const share = Math.min(1, event.loaded / event.total);
      if (share >= 1) markSent();
      else onProgress(share);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        markSent();
        resolve(parseJson(request.responseText));
      } else {
        reject(errorOf(request.status, request.responseText, request.getResponseHeader?.("x-request-id") ?? undefined));
      }
    };
    request.onerror = () => reject(errorOf(0, ""));
    request.onabort = () => reject(new ConsoleRequestError(0, "ABORTED", "The upload was cancelled."));
    signal?.addEventListener("abort", () => request.abort(), { once: true });
    request.send(body);
  });
}
