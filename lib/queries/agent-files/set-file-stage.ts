import type { AgentFileStage, AgentFileView } from "@/lib/schemas/console/agent-files";

/** The list with one file moved to a stage, as shown until the API's own answer arrives. */
export function withFileStage(files: AgentFileView[] | undefined, fileId: string, stage: AgentFileStage): AgentFileView[] | undefined {
  return files?.map((file) => (file.id === fileId ? { ...file, stage, error: null, chunkCount: stage === "indexed" ? file.chunkCount : null } : file));
}
