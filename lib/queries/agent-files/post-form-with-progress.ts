import type { ConsoleApiError } from "@/lib/console/api-error";

import { ConsoleRequestError } from "../console-fetch";

/** The part of XMLHttpRequest an upload uses, so tests can stand in for it. */
export type FormUploadRequest = Pick<XMLHttpRequest, "open" | "send" | "abort" | "status" | "responseText"> & {
  upload: Pick<XMLHttpRequestUpload, "onprogress">;
  onload: ((this: never, event: ProgressEvent) => unknown) | null;
  onerror: ((this: never, event: ProgressEvent) => unknown) | null;
  onabort: ((this: never, event: ProgressEvent) => unknown) | null;
};

export type PostFormOptions = {
  url: string;
  form: FormData;
  /** Called with the share sent so far, from 0 to 1. */
  onProgress: (share: number) => void;
  /** Called once every byte is sent, while the server is still working on them. */
  onSent?: () => void;
  signal?: AbortSignal;
  createRequest?: () => FormUploadRequest;
};

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** A failed answer of a console route as the error every other console call throws. */
export function requestErrorOf(status: number, responseText: string): ConsoleRequestError {
  if (status === 0) return new ConsoleRequestError(0, "NETWORK", "The console could not be reached. Check your connection and try again.");
  const envelope = (parseJson(responseText) as Partial<ConsoleApiError> | undefined)?.error;
  return new ConsoleRequestError(status, envelope?.code ?? "HTTP_ERROR", envelope?.message ?? `The console answered ${status}.`, envelope?.fields);
}

/**
 * POSTs a form (with its files) to a console route, reporting upload progress (fetch cannot report it,
 * XMLHttpRequest can). Resolves with the JSON answer of a 2xx; rejects with a ConsoleRequestError otherwise.
 */
export function postFormWithProgress({ url, form, onProgress, onSent, signal, createRequest = () => new XMLHttpRequest() }: PostFormOptions): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = createRequest();
    let isSent = false;
    const markSent = () => {
      if (isSent) return;
      isSent = true;
      onProgress(1);
      onSent?.();
    };
    request.open("POST", url);
    request.upload.onprogress = (event) => {
      if (!event.lengthComputable || event.total <= 0) return;
      const share = Math.min(1, event.loaded / event.total);
      if (share >= 1) markSent();
      else onProgress(share);
    };
    request.onload = () => {
      markSent();
      if (request.status >= 200 && request.status < 300) resolve(parseJson(request.responseText));
      else reject(requestErrorOf(request.status, request.responseText));
    };
    request.onerror = () => reject(requestErrorOf(0, ""));
    request.onabort = () => reject(new ConsoleRequestError(0, "ABORTED", "The upload was cancelled."));
    signal?.addEventListener("abort", () => request.abort(), { once: true });
    request.send(form);
  });
}
