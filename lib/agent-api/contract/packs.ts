import { idParam } from "@/lib/schemas/agent-api/common";
import {
  attachPackDocumentBody,
  createPackBody,
  listPacksQuery,
  packDocumentParams,
  packDocumentResponse,
  packDocumentUploadUrlBody,
  packDocumentUploadUrlResponse,
  packLinkParams,
  packPage,
  packResponse,
  updatePackBody,
} from "@/lib/schemas/agent-api/packs";

import { defineOperation, type Operation } from "./operation";

const tag = "Packs";
const scope = "organization";

/** Pack names are unique in an organization. */
const packNameTaken = "The organization already has a pack of this name (trimmed, whatever its case); details names the field name.";

export const createPack = defineOperation({
  id: "createPack",
  method: "post",
  path: "/packs",
  scope,
  tag,
  summary: "Create a pack",
  description: "A pack of the calling organization, with no documents and linked to no agent yet.",
  body: createPackBody,
  status: 201,
  response: packResponse,
  badRequest: packNameTaken,
});

export const listPacks = defineOperation({
  id: "listPacks",
  method: "get",
  path: "/packs",
  scope,
  tag,
  summary: "List packs",
  description: "Pages of the organization's packs, newest first unless ordered otherwise, each with its documents and the agents it is linked to.",
  query: listPacksQuery,
  status: 200,
  response: packPage,
});

export const getPack = defineOperation({
  id: "getPack",
  method: "get",
  path: "/packs/{id}",
  scope,
  tag,
  summary: "Get a pack",
  params: idParam,
  status: 200,
  response: packResponse,
  notFound: "Pack",
});

export const updatePack = defineOperation({
  id: "updatePack",
  method: "put",
  path: "/packs/{id}",
  scope,
  tag,
  summary: "Update a pack",
  description:
    "Changes the fields sent. Making the pack inactive removes its documents from the knowledge of every agent it is linked to; making it active again adds them back.",
  params: idParam,
  body: updatePackBody,
  status: 200,
  response: packResponse,
  notFound: "Pack",
  badRequest: packNameTaken,
});

export const deletePack = defineOperation({
  id: "deletePack",
  method: "delete",
  path: "/packs/{id}",
  scope,
  tag,
  summary: "Delete a pack",
  description: "Deletes the pack with its documents; the agents it was linked to stop answering from them at once.",
  params: idParam,
  status: 204,
  notFound: "Pack",
});

export const createPackDocumentUploadUrl = defineOperation({
  id: "createPackDocumentUploadUrl",
  method: "post",
  path: "/packs/documents/upload-url",
  scope,
  tag,
  summary: "Create a pack document upload URL",
  description:
    "A signed URL that accepts one PUT of the document's bytes (at most 10 MiB to be attachable) with exactly this Content-Type, for 15 minutes. Attach the upload to a pack by its storagePath.",
  body: packDocumentUploadUrlBody,
  status: 200,
  response: packDocumentUploadUrlResponse,
  badRequest: "The file name's extension does not match the content type.",
});

export const attachPackDocument = defineOperation({
  id: "attachPackDocument",
  method: "post",
  path: "/packs/{id}/documents",
  scope,
  tag,
  summary: "Attach a document to a pack",
  description:
    "Extracts the uploaded document's text and cuts it into passages before answering: the document is `ready`, and while the pack is active every agent it is linked to answers from it.",
  params: idParam,
  body: attachPackDocumentBody,
  status: 201,
  response: packDocumentResponse,
  notFound: "Pack",
  badRequest:
    "No pack document upload URL was issued to the organization for the storage path, the bytes were not uploaded, the upload is already attached, it is over 10 MiB, or its content cannot be indexed (the message gives the reason).",
});

export const removePackDocument = defineOperation({
  id: "removePackDocument",
  method: "delete",
  path: "/packs/{id}/documents/{fileId}",
  scope,
  tag,
  summary: "Remove a document from a pack",
  description: "Deletes the document; the agents the pack is linked to stop answering from it at once. Answers the pack.",
  params: packDocumentParams,
  status: 200,
  response: packResponse,
  notFound: "Pack or pack document",
});

export const linkPack = defineOperation({
  id: "linkPack",
  method: "post",
  path: "/packs/{id}/link/{agentId}",
  scope,
  tag,
  summary: "Link a pack to an agent",
  description:
    "The agent (of the same organization) answers from the pack's documents while the pack is active. Linking an agent already linked changes nothing. Answers the pack.",
  params: packLinkParams,
  status: 200,
  response: packResponse,
  notFound: "Pack or agent",
});

export const unlinkPack = defineOperation({
  id: "unlinkPack",
  method: "delete",
  path: "/packs/{id}/link/{agentId}",
  scope,
  tag,
  summary: "Unlink a pack from an agent",
  description: "The agent stops answering from the pack's documents at once. Unlinking an agent that is not linked changes nothing. Answers the pack.",
  params: packLinkParams,
  status: 200,
  response: packResponse,
  notFound: "Pack or agent",
});

export const packsOperations: Operation[] = [
  createPack,
  listPacks,
  getPack,
  updatePack,
  deletePack,
  createPackDocumentUploadUrl,
  attachPackDocument,
  removePackDocument,
  linkPack,
  unlinkPack,
];
