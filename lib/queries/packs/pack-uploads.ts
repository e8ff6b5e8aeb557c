/** Where one dropped file is on its way into a pack. */
export type PackUploadStage = "uploading" | "attaching" | "done" | "failed";

export type PackUpload = {
  id: string;
  fileName: string;
  size: number;
  stage: PackUploadStage;
  /** The share of the bytes sent, from 0 to 1. */
  progress: number;
  error?: string;
};

export type PackUploadEvent =
  | { type: "added"; id: string; fileName: string; size: number }
  | { type: "progressed"; id: string; progress: number }
  | { type: "sent"; id: string }
  | { type: "attached"; id: string }
  | { type: "failed"; id: string; error: string }
  | { type: "dismissed"; id: string };

const change = (uploads: PackUpload[], id: string, update: (upload: PackUpload) => PackUpload) =>
  uploads.map((upload) => (upload.id === id ? update(upload) : upload));

/** The uploads shown under the drop zone, after one event of one of them. */
export function packUploadsReducer(uploads: PackUpload[], event: PackUploadEvent): PackUpload[] {
  switch (event.type) {
    case "added":
      return [...uploads, { id: event.id, fileName: event.fileName, size: event.size, stage: "uploading", progress: 0 }];
    case "progressed":
      return change(uploads, event.id, (upload) =>
        upload.stage === "uploading" ? { ...upload, progress: Math.max(upload.progress, event.progress) } : upload,
      );
    case "sent":
      return change(uploads, event.id, (upload) => ({ ...upload, stage: "attaching", progress: 1 }));
    case "attached":
      return change(uploads, event.id, (upload) => ({ ...upload, stage: "done", progress: 1 }));
    case "failed":
      return change(uploads, event.id, (upload) => ({ ...upload, stage: "failed", error: event.error }));
    case "dismissed":
      return uploads.filter((upload) => upload.id !== event.id);
  }
}

/** Whether an upload is still on its way (and cannot be dismissed yet). */
export const isUploadActive = (upload: PackUpload) => upload.stage === "uploading" || upload.stage === "attaching";
