import "server-only";
import type { z } from "zod";

import {
  addAgentFileToVectorStore,
  addAgentFileToVectorStoreAsync,
  deleteAgentFile,
  deleteAgentFileFromVectorStore,
  deleteAgentFiles,
  listAgentFiles,
  searchAgentKnowledge,
  uploadAgentFile,
} from "@/lib/agent-api/contract/agent-files";
import { AgentApiError } from "@/lib/agent-api/errors";
import type { DatabaseExecutor } from "@/lib/db";
import { readRequestWithin } from "@/lib/http/limited-body";
import { maxAgentFileBytes } from "@/lib/schemas/agent-api/agent-files";
import {
  checkAgentFile,
  type AgentFileIndexMode,
  type AgentFileView,
  type RetrievalTestResult,
  type retrievalTestBody,
} from "@/lib/schemas/console/agent-files";

import { toAgentFileView, toRetrievalPassage } from "./agent-file-views";
import type { ConsoleOrganization } from "../organizations/organizations";
import { ConsoleRouteError } from "../route/route-error";
import { callUpstream } from "../upstream/upstream";

/** Room for the multipart envelope around the largest file. */
const maxUploadRequestBytes = maxAgentFileBytes + 64 * 1024;

const asAgent = (organization: ConsoleOrganization, agentId: string) => ({ as: "agent" as const, organization, agentId });

const isUpstreamStatus = (error: unknown, ...statuses: number[]) => error instanceof AgentApiError && statuses.includes(error.status);

function fileProblem(message: string, status = 400) {
  return new ConsoleRouteError(status, status === 413 ? "FILE_TOO_LARGE" : "INVALID_INPUT", message, { file: message });
}

/** The agent's knowledge files, newest first as the API lists them. A deployment that answers 404 when there are none means an empty list. */
export async function listFilesOfAgent(db: DatabaseExecutor, organization: ConsoleOrganization, agentId: string): Promise<AgentFileView[]> {
  try {
    const files = await callUpstream(db, asAgent(organization, agentId), listAgentFiles);
    return files.map(toAgentFileView);
  } catch (error) {
    if (isUpstreamStatus(error, 404)) return [];
    throw error;
  }
}

/** The one file of a multipart upload, read within the size limit. */
async function readUpload(request: Request): Promise<{ file: File; autoAddToVectorStore: boolean }> {
  const tooLarge = `The file is larger than ${maxAgentFileBytes / 1024 / 1024} MiB.`;
  const bytes = await readRequestWithin(request, maxUploadRequestBytes);
  if (!bytes) throw fileProblem(tooLarge, 413);
  const contentType = request.headers.get("content-type") ?? "";
  if (!contentType.toLowerCase().startsWith("multipart/form-data")) throw fileProblem("Send the file as a form upload (multipart/form-data).");
  const form = await new Response(new Uint8Array(bytes), { headers: { "content-type": contentType } }).formData().catch(() => undefined);
  if (!form) throw fileProblem("The upload could not be read. Try again.");
  const files = form.getAll("file");
  if (files.length > 1) throw fileProblem("Send one file per upload.");
  const [file] = files;
  if (!(file instanceof File)) throw fileProblem("Choose a file to upload.");
  return { file, autoAddToVectorStore: form.get("autoAddToVectorStore") === "true" };
}

/**
 * Forwards a file the browser uploaded to the API with the agent's key. The file is checked here as in
 * the browser (type by extension, size) and sent with the Content-Type its extension stands for.
 */
export async function uploadFileOfAgent(db: DatabaseExecutor, organization: ConsoleOrganization, agentId: string, request: Request): Promise<AgentFileView> {
  const { file, autoAddToVectorStore } = await readUpload(request);
  const check = checkAgentFile(file);
  if (!check.isAccepted) throw fileProblem(check.reason, file.size > maxAgentFileBytes ? 413 : 400);
  const typed = new File([file], file.name, { type: check.contentType });
  const created = await callUpstream(db, asAgent(organization, agentId), uploadAgentFile, {
    body: { file: typed, autoAddToVectorStore: String(autoAddToVectorStore) },
  });
  return toAgentFileView(created);
}

export const deleteFilesOfAgent = (db: DatabaseExecutor, organization: ConsoleOrganization, agentId: string, fileIds: string[]) =>
  callUpstream(db, asAgent(organization, agentId), deleteAgentFiles, { body: { fileIds } });

export const deleteFileOfAgent = (db: DatabaseExecutor, organization: ConsoleOrganization, agentId: string, fileId: string) =>
  callUpstream(db, asAgent(organization, agentId), deleteAgentFile, { params: { id: fileId } });

/** Adds a file to the vector store: `now` answers once it is indexed, `background` at once (the file shows as indexing). */
export function addFileToVectorStore(db: DatabaseExecutor, organization: ConsoleOrganization, agentId: string, fileId: string, mode: AgentFileIndexMode) {
  const operation = mode === "now" ? addAgentFileToVectorStore : addAgentFileToVectorStoreAsync;
  return callUpstream(db, asAgent(organization, agentId), operation, { params: { id: fileId } });
}

export const removeFileFromVectorStore = (db: DatabaseExecutor, organization: ConsoleOrganization, agentId: string, fileId: string) =>
  callUpstream(db, asAgent(organization, agentId), deleteAgentFileFromVectorStore, { params: { id: fileId } });

/**
 * The passages the agent would answer a question from. The knowledge search is an extension of the
 * embedded service: a deployment without it answers 404 (or 405), which means "not offered here".
 */
export async function testRetrieval(
  db: DatabaseExecutor,
  organization: ConsoleOrganization,
  agentId: string,
  body: z.output<typeof retrievalTestBody>,
): Promise<RetrievalTestResult> {
  try {
    const found = await callUpstream(db, asAgent(organization, agentId), searchAgentKnowledge, { body });
    return { isAvailable: true, passages: found.passages.map(toRetrievalPassage) };
  } catch (error) {
    if (isUpstreamStatus(error, 404, 405)) return { isAvailable: false, passages: [] };
    throw error;
  }
}
