import {
  addAgentFileToVectorStoreBody,
  agentFileView,
  agentFileViewList,
  deleteSelectedAgentFilesBody,
  retrievalTestBody,
  retrievalTestResult,
} from "@/lib/schemas/console/agent-files";

import { defineConsoleRoute } from "./define";
import { pathParams } from "./path-params";

const tag = "Knowledge files";
const roles = ["superadmin", "org_admin"] as const;
const organizationId = pathParams.organization;
const agentId = pathParams.agent;
const fileId = pathParams.file;

export const listAgentFiles = defineConsoleRoute({
  id: "listAgentFiles",
  method: "GET",
  path: "/organizations/{organizationId}/agents/{agentId}/files",
  params: { organizationId, agentId },
  tag,
  summary: "The agent's knowledge files with their stage, size and passage count",
  roles,
  response: agentFileViewList,
});

export const uploadAgentFile = defineConsoleRoute({
  id: "uploadAgentFile",
  method: "POST",
  path: "/organizations/{organizationId}/agents/{agentId}/files",
  params: { organizationId, agentId },
  tag,
  summary: "Uploads one file, forwarded with the agent's key",
  description: "A `multipart/form-data` body: the `file`, and `autoAddToVectorStore` (`true` or `false`, optional).",
  roles,
  response: agentFileView,
  status: 201,
  action: "agent_file.upload",
});

export const deleteAgentFiles = defineConsoleRoute({
  id: "deleteAgentFiles",
  method: "DELETE",
  path: "/organizations/{organizationId}/agents/{agentId}/files",
  params: { organizationId, agentId },
  tag,
  summary: "Deletes the selected files; ids the agent does not have are ignored",
  roles,
  body: deleteSelectedAgentFilesBody,
  action: "agent_file.delete_many",
});

export const deleteAgentFile = defineConsoleRoute({
  id: "deleteAgentFile",
  method: "DELETE",
  path: "/organizations/{organizationId}/agents/{agentId}/files/{fileId}",
  params: { organizationId, agentId, fileId },
  tag,
  summary: "Deletes one file; the agent stops answering from it at once",
  roles,
  action: "agent_file.delete",
});

export const addAgentFileToVectorStore = defineConsoleRoute({
  id: "addAgentFileToVectorStore",
  method: "PUT",
  path: "/organizations/{organizationId}/agents/{agentId}/files/{fileId}/vector-store",
  params: { organizationId, agentId, fileId },
  tag,
  summary: "Adds the file to the vector store, now (answers once indexed) or in the background; also retries a failed file",
  roles,
  body: addAgentFileToVectorStoreBody,
  action: "agent_file.add_to_vector_store",
});

export const removeAgentFileFromVectorStore = defineConsoleRoute({
  id: "removeAgentFileFromVectorStore",
  method: "DELETE",
  path: "/organizations/{organizationId}/agents/{agentId}/files/{fileId}/vector-store",
  params: { organizationId, agentId, fileId },
  tag,
  summary: "Takes the file out of the vector store: the agent stops answering from it; the file stays",
  roles,
  action: "agent_file.remove_from_vector_store",
});

export const testAgentRetrieval = defineConsoleRoute({
  id: "testAgentRetrieval",
  method: "POST",
  path: "/organizations/{organizationId}/agents/{agentId}/files/search",
  params: { organizationId, agentId },
  tag,
  summary: "The retrieval test: the passages the agent would answer a question from, with their scores",
  description: "It changes nothing.",
  roles,
  body: retrievalTestBody,
  response: retrievalTestResult,
  isQuery: true,
});
