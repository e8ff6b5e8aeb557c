import type { BadgeProps } from "@/components/ui/badge";
import type { AgentFileUploadStage } from "@/lib/queries/agent-files/agent-file-uploads";
import type { AgentFileStage, AgentFileView, RetrievalPassage } from "@/lib/schemas/console/agent-files";

type BadgeLook = { label: string; variant: BadgeProps["variant"] };

export const agentFileStageBadges: Record<AgentFileStage, BadgeLook> = {
  uploaded: { label: "Uploaded", variant: "secondary" },
  indexing: { label: "Indexing", variant: "warning" },
  indexed: { label: "In vector store", variant: "success" },
  failed: { label: "Failed", variant: "destructive" },
};

const kindsByType: Record<string, string> = { "application/pdf": "PDF", "text/markdown": "Markdown", "text/plain": "Text" };
const kindsByExtension: Record<string, string> = { pdf: "PDF", md: "Markdown", markdown: "Markdown", txt: "Text", text: "Text" };

/** The kind of a file from its Content-Type, or from its name when the API does not say. */
export function agentFileKind(file: Pick<AgentFileView, "contentType" | "fileName">): string {
  if (file.contentType) return kindsByType[file.contentType] ?? file.contentType;
  const extension = file.fileName.includes(".") ? file.fileName.split(".").pop()!.toLowerCase() : "";
  return kindsByExtension[extension] ?? "Unknown";
}

export const knowledgeSourceLabels: Record<RetrievalPassage["source"]["kind"], string> = { file: "File", pack: "Pack", page: "Web page" };

/** A relevance score with two decimals: it orders the passages of one question, nothing more. */
export const formatScore = (score: number) => score.toFixed(2);

/** How much of the question a passage covers, in words. */
export const formatCoverage = (coverage: number) => `${Math.round(Math.min(1, Math.max(0, coverage)) * 100)}% of the question's terms`;

/** Where a dropped file is on its way to the agent, in words. */
export const agentFileUploadStageLabels: Record<AgentFileUploadStage, string> = {
  uploading: "Uploading",
  saving: "Handing it to the agent",
  done: "Uploaded",
  failed: "Not uploaded",
};
