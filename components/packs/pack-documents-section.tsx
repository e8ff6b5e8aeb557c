"use client";

import { usePackDocumentUploads } from "@/lib/queries/packs/use-pack-document-uploads";
import type { PackDetail } from "@/lib/schemas/console/packs";

import { PackDocumentDropzone } from "./pack-document-dropzone";
import { PackDocumentsTable } from "./pack-documents-table";
import { PackSection } from "./pack-section";
import { PackUploadList } from "./pack-upload-list";

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
      <PackDocumentDropzone onFiles={(files) => void upload(files)} />
      <PackUploadList uploads={uploads} onDismiss={dismiss} />
      {pack.documents.length > 0 ? <PackDocumentsTable organizationId={organizationId} pack={pack} /> : null}
    </PackSection>
  );
}
