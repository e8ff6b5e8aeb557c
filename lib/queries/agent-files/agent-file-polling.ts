import type { AgentFileView } from "@/lib/schemas/console/agent-files";

/** How often the list is read again while a file is being indexed. */
export const indexingPollMs = 2_000;

/** Whether any file is being indexed, so its stage will change without anyone acting. */
export const hasIndexingFiles = (files: readonly Pick<AgentFileView, "stage">[] | undefined) => Boolean(files?.some((file) => file.stage === "indexing"));

/** The list's refetch interval: every two seconds while a file is indexing, otherwise none. */
export const agentFilesRefetchInterval = (files: readonly Pick<AgentFileView, "stage">[] | undefined): number | false =>
  hasIndexingFiles(files) ? indexingPollMs : false;
