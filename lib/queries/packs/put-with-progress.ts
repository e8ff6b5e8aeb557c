/** The part of XMLHttpRequest an upload uses, so tests can stand in for it. */
export type UploadRequest = Pick<XMLHttpRequest, "open" | "setRequestHeader" | "send" | "abort" | "status"> & {
  upload: Pick<XMLHttpRequestUpload, "onprogress">;
  onload: ((this: never, event: ProgressEvent) => unknown) | null;
  onerror: ((this: never, event: ProgressEvent) => unknown) | null;
  onabort: ((this: never, event: ProgressEvent) => unknown) | null;
};

export type PutOptions = {
  url: string;
  body: Blob;
  contentType: string;
  /** Called with the share sent so far, from 0 to 1. */
  onProgress: (share: number) => void;
  signal?: AbortSignal;
  createRequest?: () => UploadRequest;
};

/** Why an upload to a signed URL failed, in words for the person who dropped the file. */
export function describeUploadStatus(status: number): string {
  if (status === 0) return "The upload could not reach the server. Check your connection and try again.";
  if (status === 403) return "The upload link was refused or has expired. Try again.";
  if (status === 413) return "The file is too large for the upload link.";
  return `The upload was refused (HTTP ${status}). Try again.`;
}

/**
 * PUTs bytes to a signed URL with their Content-Type, reporting progress (fetch cannot report upload
 * progress, XMLHttpRequest can). Resolves on a 2xx; rejects with an Error saying why otherwise.
 */
export function putWithProgress({ url, body, contentType, onProgress, signal, createRequest = () => new XMLHttpRequest() }: PutOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = createRequest();
    request.open("PUT", url);
    request.setRequestHeader("Content-Type", contentType);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve();
      } else {
        reject(new Error(describeUploadStatus(request.status)));
      }
    };
    request.onerror = () => reject(new Error(describeUploadStatus(0)));
    request.onabort = () => reject(new Error("The upload was cancelled."));
    signal?.addEventListener("abort", () => request.abort(), { once: true });
    request.send(body);
  });
}
