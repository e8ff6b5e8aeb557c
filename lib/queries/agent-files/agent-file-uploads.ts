/** Where one dropped file is on its way into the agent's knowledge. */
export type AgentFileUploadStage = "uploading" | "saving" | "done" | "failed";

export type AgentFileUpload = {
  id: string;
  fileName: string;
  size: number;
  stage: AgentFileUploadStage;
  /** The share of the bytes sent, from 0 to 1. */
  progress: number;
  error?: string;
};

export type AgentFileUploadEvent =
  | { type: "added"; id: string; fileName: string; size: number }
  | { type: "progressed"; id: string; progress: number }
  | { type: "sent"; id: string }
  | { type: "saved"; id: string }
  | { type: "failed"; id: string; error: string }
  | { type: "dismissed"; id: string };

const change = (uploads: AgentFileUpload[], id: string, update: (upload: AgentFileUpload) => AgentFileUpload) =>
  uploads.map((upload) => (upload.id === id ? update(upload) : upload));

/** The uploads shown under the drop zone, after one event of one of them. */
export function agentFileUploadsReducer(uploads: AgentFileUpload[], event: AgentFileUploadEvent): AgentFileUpload[] {
  switch (event.type) {
    case "added":
      return [...uploads, { id: event.id, fileName: event.fileName, size: event.size, stage: "uploading", progress: 0 }];
    case "progressed":
      return change(uploads, event.id, (upload) =>
        upload.stage === "uploading" ? { ...upload, progress: Math.max(upload.progress, Math.min(1, event.progress)) } : upload,
      );
    case "sent":
      return change(uploads, event.id, (upload) => (upload.stage === "uploading" ? { ...upload, stage: "saving", progress: 1 } : upload));
    case "saved":
      return change(uploads, event.id, (upload) => ({ ...upload, stage: "done", progress: 1 }));
    case "failed":
      return change(uploads, event.id, (upload) => ({ ...upload, stage: "failed", error: event.error }));
    case "dismissed":
      return uploads.filter((upload) => upload.id !== event.id);
  }
}

/** Whether an upload is still on its way (and cannot be dismissed yet). */
export const isAgentFileUploadActive = (upload: AgentFileUpload) => upload.stage === "uploading" || upload.stage === "saving";
