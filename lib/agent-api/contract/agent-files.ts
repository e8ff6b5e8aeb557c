import {
  agentFileResponse,
  agentFilesResponse,
  deleteAgentFilesBody,
  searchAgentKnowledgeBody,
  searchAgentKnowledgeResponse,
  uploadAgentFileBody,
} from "@/lib/schemas/agent-api/agent-files";
import { idParam } from "@/lib/schemas/agent-api/common";

import { defineOperation } from "./operation";

const tag = "Agent files";
const scope = "agent";

export const uploadAgentFile = defineOperation({
  id: "uploadAgentFile",
  method: "post",
  path: "/agent-files/upload",
  scope,
  tag,
  summary: "Upload agent file",
  description:
    "multipart/form-data with `file` (PDF, Markdown or plain text, at most 10 MiB) and optional `autoAddToVectorStore`, which starts indexing in the background.",
  body: uploadAgentFileBody,
  bodyType: "multipart",
  status: 200,
  response: agentFileResponse,
  badRequest: "No file, an empty or over-size file, or a type that cannot be indexed.",
});

export const listAgentFiles = defineOperation({
  id: "listAgentFiles",
  method: "get",
  path: "/agent-files/by-api-key",
  scope,
  tag,
  summary: "Get agent files",
  status: 200,
  response: agentFilesResponse,
  notFound: "Agent",
});

export const deleteAgentFiles = defineOperation({
  id: "deleteAgentFiles",
  method: "delete",
  path: "/agent-files",
  scope,
  tag,
  summary: "Delete agent files by IDs",
  description: "Ids of files the agent does not have are ignored.",
  body: deleteAgentFilesBody,
  status: 200,
});

export const deleteAgentFile = defineOperation({
  id: "deleteAgentFile",
  method: "delete",
  path: "/agent-files/{id}/delete",
  scope,
  tag,
  summary: "Delete agent file by ID",
  params: idParam,
  status: 200,
  notFound: "Agent file",
});

export const deleteAgentFileFromVectorStore = defineOperation({
  id: "deleteAgentFileFromVectorStore",
  method: "delete",
  path: "/agent-files/{id}/delete-from-vector-store",
  scope,
  tag,
  summary: "Delete agent file from vector store",
  description: "The agent stops answering from the file; the file itself stays.",
  params: idParam,
  status: 200,
  notFound: "Agent file",
});

export const addAgentFileToVectorStore = defineOperation({
  id: "addAgentFileToVectorStore",
  method: "put",
  path: "/agent-files/{id}/add-to-vector-store",
  scope,
  tag,
  summary: "Add agent file to vector store",
  description: "Indexes the file and returns when the agent can answer from it.",
  params: idParam,
  status: 200,
  notFound: "Agent file",
});

export const addAgentFileToVectorStoreAsync = defineOperation({
  id: "addAgentFileToVectorStoreAsync",
  method: "put",
  path: "/agent-files/{id}/add-to-vector-store/async",
  scope,
  tag,
  summary: "Add agent file to vector store asynchronously",
  description: "Returns before indexing is done; the file's vectorStoreUploadStatus goes processing → done (or failed).",
  params: idParam,
  status: 200,
  notFound: "Agent file",
});

export const addAgentFileToAssistant = defineOperation({
  ...addAgentFileToVectorStore,
  id: "addAgentFileToAssistant",
  path: "/agent-files/{id}/add-to-assistant",
  summary: "Add agent file to assistant (alias of add-to-vector-store)",
});

export const searchAgentKnowledge = defineOperation({
  id: "searchAgentKnowledge",
  method: "post",
  path: "/agent-files/search",
  scope,
  tag,
  summary: "Search the agent's knowledge (extension)",
  description:
    "Extension of this service, not part of the AI Agent API: the passages the agent would answer `query` from, best first, each with its score and its source (one of its files in the vector store, a document of a linked pack, or a crawled page). It runs the same retrieval as the agent's replies, so it finds nothing while the agent's file search is off.",
  body: searchAgentKnowledgeBody,
  status: 200,
  response: searchAgentKnowledgeResponse,
});

export const agentFileOperations = [
  uploadAgentFile,
  listAgentFiles,
  deleteAgentFiles,
  deleteAgentFile,
  deleteAgentFileFromVectorStore,
  addAgentFileToVectorStore,
  addAgentFileToVectorStoreAsync,
  addAgentFileToAssistant,
  searchAgentKnowledge,
];
