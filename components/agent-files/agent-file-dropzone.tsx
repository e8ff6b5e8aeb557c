"use client";

import { Upload } from "lucide-react";
import { useId, useRef, useState, type DragEvent } from "react";

import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { agentFileAccept } from "@/lib/schemas/console/agent-files";
import { cn } from "@/lib/utils/cn";

type Props = {
  onFiles: (files: File[], autoAddToVectorStore: boolean) => void;
};

/** Drop files here or choose them (PDF, Markdown or text, 10 MiB at most each), and whether to index them at once. */
export function AgentFileDropzone({ onFiles }: Props) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const switchId = useId();
  const [isDragging, setIsDragging] = useState(false);
  const [autoAdd, setAutoAdd] = useState(true);

  function handleDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setIsDragging(false);
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 0) onFiles(files, autoAdd);
  }

  return (
    <div className="space-y-3">
      <div
        data-testid="agent-file-dropzone"
        onDragOver={(event) => {
          event.preventDefault();
          setIsDragging(true);
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={handleDrop}
        className={cn(
          "flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-8 text-center transition-colors",
          isDragging && "border-primary bg-accent",
        )}
      >
        <Upload className="size-6 text-muted-foreground" aria-hidden="true" />
        <p id={hintId} className="text-sm text-muted-foreground">
          Drop PDF, Markdown or text files here (10 MiB at most each), or choose them.
        </p>
        <Button type="button" variant="outline" onClick={() => inputRef.current?.click()} aria-describedby={hintId}>
          Choose files
        </Button>
        <input
          ref={inputRef}
          type="file"
          multiple
          accept={agentFileAccept}
          className="sr-only"
          tabIndex={-1}
          aria-label="Knowledge files to upload"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = "";
            if (files.length > 0) onFiles(files, autoAdd);
          }}
        />
      </div>
      <div className="flex items-center gap-3">
        <Switch id={switchId} checked={autoAdd} onCheckedChange={setAutoAdd} />
        <Label htmlFor={switchId} className="font-normal">
          Add uploaded files to the vector store at once
        </Label>
      </div>
    </div>
  );
}
