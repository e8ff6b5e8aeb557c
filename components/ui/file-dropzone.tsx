"use client";

import { Upload } from "lucide-react";
import { useId, useRef, useState, type DragEvent } from "react";

import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils/cn";

type Props = {
  /** The file types the picker offers, as the input's `accept`. */
  accept: string;
  /** What the hidden file input is named for screen readers: "Documents to add to the pack". */
  inputLabel: string;
  /** Which files are welcome, said in the zone and describing its button. */
  hint: string;
  onFiles: (files: File[]) => void;
  testId?: string;
};

/** Drop files here or choose them with a button; either way `onFiles` gets them, several at once. */
export function FileDropzone({ accept, inputLabel, hint, onFiles, testId }: Props) {
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
      data-testid={testId}
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
        {hint}
      </p>
      <Button type="button" variant="outline" onClick={() => inputRef.current?.click()} aria-describedby={hintId}>
        Choose files
      </Button>
      <input
        ref={inputRef}
        type="file"
        multiple
        accept={accept}
        className="sr-only"
        tabIndex={-1}
        aria-label={inputLabel}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = "";
          if (files.length > 0) onFiles(files);
        }}
      />
    </div>
  );
}
