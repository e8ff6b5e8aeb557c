import type { BadgeProps } from "@/components/ui/badge";
import type { PackUploadStage } from "@/lib/queries/packs/pack-uploads";
import type { PackDetail, PackDocument } from "@/lib/schemas/console/packs";

type BadgeLook = { label: string; variant: BadgeProps["variant"] };

export const packStatusBadges: Record<PackDetail["status"], BadgeLook> = {
  active: { label: "Active", variant: "success" },
  inactive: { label: "Inactive", variant: "secondary" },
};

export const packStatusOptions = [
  { value: "active", label: "Active — linked agents answer from its documents" },
  { value: "inactive", label: "Inactive — its documents are in no agent's knowledge" },
] as const;

export const packDocumentStatusBadges: Record<PackDocument["status"], BadgeLook> = {
  processing: { label: "Processing", variant: "warning" },
  ready: { label: "Ready", variant: "success" },
  failed: { label: "Failed", variant: "destructive" },
};

/** The kind of a document, from its Content-Type. */
export function packDocumentKind(contentType: string): string {
  if (contentType === "application/pdf") return "PDF";
  if (contentType === "text/markdown") return "Markdown";
  if (contentType === "text/plain") return "Text";
  return contentType;
}

/** Where a dropped file is on its way into the pack, in words. */
export const packUploadStageLabels: Record<PackUploadStage, string> = {
  uploading: "Uploading",
  attaching: "Adding to the pack",
  done: "Added",
  failed: "Not added",
};
