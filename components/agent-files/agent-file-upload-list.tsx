"use client";

import { CheckCircle2, X, XCircle } from "lucide-react";

import { formatBytes } from "@/components/packs/format-bytes";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { isAgentFileUploadActive, type AgentFileUpload } from "@/lib/queries/agent-files/agent-file-uploads";

const stageLabels: Record<AgentFileUpload["stage"], string> = {
  uploading: "Uploading",
  saving: "Handing it to the agent",
  done: "Uploaded",
  failed: "Not uploaded",
};

function UploadRow({ upload, onDismiss }: { upload: AgentFileUpload; onDismiss: (id: string) => void }) {
  const percent = Math.round(upload.progress * 100);
  return (
    <li className="grid gap-1.5 rounded-md border p-3" aria-label={`${upload.fileName}: ${stageLabels[upload.stage]}`}>
      <div className="flex items-center justify-between gap-2 text-sm">
        <span className="flex min-w-0 items-center gap-2">
          {upload.stage === "done" ? <CheckCircle2 className="size-4 shrink-0 text-success" aria-hidden="true" /> : null}
          {upload.stage === "failed" ? <XCircle className="size-4 shrink-0 text-destructive" aria-hidden="true" /> : null}
          <span className="truncate font-medium">{upload.fileName}</span>
          <span className="shrink-0 text-muted-foreground">{formatBytes(upload.size)}</span>
        </span>
        <span className="flex shrink-0 items-center gap-2 text-muted-foreground">
          {stageLabels[upload.stage]}
          {upload.stage === "uploading" ? ` ${percent}%` : null}
          {isAgentFileUploadActive(upload) ? null : (
            <Button type="button" size="icon" variant="ghost" className="size-7" onClick={() => onDismiss(upload.id)}>
              <X aria-hidden="true" />
              <span className="sr-only">Dismiss {upload.fileName}</span>
            </Button>
          )}
        </span>
      </div>
      {upload.stage === "failed" ? null : <Progress value={percent} aria-label={`Upload of ${upload.fileName}`} />}
      {upload.error ? (
        <p className="text-sm text-destructive" role="alert">
          {upload.error}
        </p>
      ) : null}
    </li>
  );
}

/** The files being uploaded, each with its progress bar or the reason it was refused; announced as they change. */
export function AgentFileUploadList({ uploads, onDismiss }: { uploads: AgentFileUpload[]; onDismiss: (id: string) => void }) {
  if (uploads.length === 0) return null;
  return (
    <ul className="grid gap-2" aria-label="Uploads" aria-live="polite">
      {uploads.map((upload) => (
        <UploadRow key={upload.id} upload={upload} onDismiss={onDismiss} />
      ))}
    </ul>
  );
}
