"use client";

import { FileDropzone } from "@/components/ui/file-dropzone";
import { UploadProgressList } from "@/components/ui/upload-progress-list";
import { packDocumentAccept } from "@/lib/queries/packs/pack-document-file";
import { isUploadActive } from "@/lib/queries/packs/pack-uploads";
import { usePackDocumentUploads } from "@/lib/queries/packs/use-pack-document-uploads";
import type { PackDetail } from "@/lib/schemas/console/packs";

import { PackDocumentsTable } from "./pack-documents-table";
import { packUploadStageLabels } from "./pack-labels";
import { PackSection } from "./pack-section";

/** Add documents (drop or pick, each with its progress), and the documents the pack holds. */
export function PackDocumentsSection({ organizationId, pack }: { organizationId: string; pack: PackDetail }) {
  const { uploads, upload, dismiss } = usePackDocumentUploads(organizationId, pack.id);
  return (
    <PackSection
      title="Documents"
      description={
        pack.documents.length === 0
          ? "No documents yet. Add PDF, Markdown or text files below; linked agents answer from them once they are ready."
          : "Linked agents answer from the ready documents while the pack is active."
      }
    >
      <FileDropzone
        accept={packDocumentAccept}
        inputLabel="Documents to add to the pack"
        hint="Drop PDF, Markdown or text files here (10 MiB at most each), or choose them."
        onFiles={(files) => void upload(files)}
      />
      <UploadProgressList uploads={uploads} stageLabels={packUploadStageLabels} isActive={isUploadActive} onDismiss={dismiss} />
      {pack.documents.length > 0 ? <PackDocumentsTable organizationId={organizationId} pack={pack} /> : null}
    </PackSection>
  );
}
