"use client";

import { CheckCircle2, X, XCircle } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { formatBytes } from "@/lib/utils/format-bytes";

/** One file on its way: sending its bytes ("uploading"), a stage of its own after that, then done or failed. */
export type UploadProgress<Stage extends string> = {
  id: string;
  fileName: string;
  size: number;
  stage: Stage | "uploading" | "done" | "failed";
  /** The share of the bytes sent, from 0 to 1. */
  progress: number;
  error?: string;
};

type Props<Stage extends string> = {
  uploads: UploadProgress<Stage>[];
  /** Each stage in words: "Uploading", "Adding to the pack", "Added", "Not added". */
  stageLabels: Record<UploadProgress<Stage>["stage"], string>;
  /** Whether an upload is still on its way: its bar shows, and it cannot be dismissed yet. */
  isActive: (upload: UploadProgress<Stage>) => boolean;
  onDismiss: (id: string) => void;
};

function UploadRow<Stage extends string>({ upload, stageLabels, isActive, onDismiss }: Omit<Props<Stage>, "uploads"> & { upload: UploadProgress<Stage> }) {
  const percent = Math.round(upload.progress * 100);
  const label = stageLabels[upload.stage];
  return (
    <li className="grid gap-1.5 rounded-md border p-3" aria-label={`${upload.fileName}: ${label}`}>
      <div className="flex items-center justify-between gap-2 text-sm">
        <span className="flex min-w-0 items-center gap-2">
          {upload.stage === "done" ? <CheckCircle2 className="size-4 shrink-0 text-success" aria-hidden="true" /> : null}
          {upload.stage === "failed" ? <XCircle className="size-4 shrink-0 text-destructive" aria-hidden="true" /> : null}
          <span className="truncate font-medium">{upload.fileName}</span>
          <span className="shrink-0 text-muted-foreground">{formatBytes(upload.size)}</span>
        </span>
        <span className="flex shrink-0 items-center gap-2 text-muted-foreground">
          {label}
          {upload.stage === "uploading" ? ` ${percent}%` : null}
          {isActive(upload) ? null : (
            <Button type="button" size="icon" variant="ghost" className="size-7" onClick={() => onDismiss(upload.id)}>
              <X aria-hidden="true" />
              <span className="sr-only">Dismiss {upload.fileName}</span>
            </Button>
          )}
        </span>
      </div>
      {isActive(upload) ? <Progress value={percent} aria-label={`Upload of ${upload.fileName}`} /> : null}
      {upload.error ? (
        <p className="text-sm text-destructive" role="alert">
          {upload.error}
        </p>
      ) : null}
    </li>
  );
}

/** The files being uploaded, each with its progress bar or the reason it failed; announced as they change. */
export function UploadProgressList<Stage extends string>({ uploads, ...row }: Props<Stage>) {
  if (uploads.length === 0) return null;
  return (
    <ul className="grid gap-2" aria-label="Uploads" aria-live="polite">
      {uploads.map((upload) => (
        <UploadRow key={upload.id} upload={upload} {...row} />
      ))}
    </ul>
  );
}
