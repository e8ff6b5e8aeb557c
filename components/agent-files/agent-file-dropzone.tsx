"use client";

import { useId, useState } from "react";

import { FileDropzone } from "@/components/ui/file-dropzone";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { agentFileAccept } from "@/lib/schemas/console/agent-files";

type Props = {
  onFiles: (files: File[], autoAddToVectorStore: boolean) => void;
};

/** Drop files here or choose them (PDF, Markdown or text, 10 MiB at most each), and whether to index them at once. */
export function AgentFileDropzone({ onFiles }: Props) {
  const switchId = useId();
  const [autoAdd, setAutoAdd] = useState(true);
  return (
    <div className="space-y-3">
      <FileDropzone
        testId="agent-file-dropzone"
        accept={agentFileAccept}
        inputLabel="Knowledge files to upload"
        hint="Drop PDF, Markdown or text files here (10 MiB at most each), or choose them."
        onFiles={(files) => onFiles(files, autoAdd)}
      />
      <div className="flex items-center gap-3">
        <Switch id={switchId} checked={autoAdd} onCheckedChange={setAutoAdd} />
        <Label htmlFor={switchId} className="font-normal">
          Add uploaded files to the vector store at once
        </Label>
      </div>
    </div>
  );
}
