"use client";

import { Upload } from "lucide-react";
import { useId, useRef, useState, type DragEvent } from "react";

import { Button } from "@/components/ui/button";
import { packDocumentAccept } from "@/lib/queries/packs/pack-document-file";
import { cn } from "@/lib/utils/cn";

/** Drop files here or pick them: PDF, Markdown or text, 10 MiB at most each. */
export function PackDocumentDropzone({ onFiles }: { onFiles: (files: File[]) => void }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [isDragging, setIsDragging] = useState(false);

  function handleDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setIsDragging(false);
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 0) onFiles(files);
  }

  return (
    <div
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
        accept={packDocumentAccept}
        className="sr-only"
        tabIndex={-1}
        aria-label="Documents to add to the pack"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = "";
          if (files.length > 0) onFiles(files);
        }}
      />
    </div>
  );
}
