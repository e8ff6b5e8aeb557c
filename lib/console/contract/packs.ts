import { attachPackDocumentBody, createPackBody, listPacksQuery, packDocumentUploadUrlBody, updatePackBody } from "@/lib/schemas/agent-api/packs";
import { packDetail, packDocument, packDocumentUploadTicket, packSummaryPage } from "@/lib/schemas/console/packs";

import { defineConsoleRoute } from "./define";
import { pathParams } from "./path-params";

const tag = "Packs";
const roles = ["superadmin", "org_admin"] as const;
const organizationId = pathParams.organization;
const packId = pathParams.pack;

export const listPacks = defineConsoleRoute({
  id: "listPacks",
  method: "GET",
  path: "/organizations/{organizationId}/packs",
  params: { organizationId },
  tag,
  summary: "A page of the organization's packs, in the API's page envelope, each with its documents counted",
  description: "A page, page size or order the list does not offer is refused with 400 `INVALID_INPUT`.",
  roles,
  query: listPacksQuery,
  queryRefusal: { message: "The page, its size or the order asked for is not one the list offers." },
  response: packSummaryPage,
});

export const createPack = defineConsoleRoute({
  id: "createPack",
  method: "POST",
  path: "/organizations/{organizationId}/packs",
  params: { organizationId },
  tag,
  summary: "Creates an empty pack, linked to no agent yet",
  roles,
  body: createPackBody,
  response: packDetail,
  status: 201,
  action: "pack.create",
});

export const getPack = defineConsoleRoute({
  id: "getPack",
  method: "GET",
  path: "/organizations/{organizationId}/packs/{packId}",
  params: { organizationId, packId },
  tag,
  summary: "One pack with its documents and the agents it is linked to",
  roles,
  response: packDetail,
});

export const updatePack = defineConsoleRoute({
  id: "updatePack",
  method: "PUT",
  path: "/organizations/{organizationId}/packs/{packId}",
  params: { organizationId, packId },
  tag,
  summary: "Changes the pack's name, description, instructions or status",
  roles,
  body: updatePackBody,
  response: packDetail,
  action: "pack.update",
});

export const deletePack = defineConsoleRoute({
  id: "deletePack",
  method: "DELETE",
  path: "/organizations/{organizationId}/packs/{packId}",
  params: { organizationId, packId },
  tag,
  summary: "Deletes the pack and its documents; the agents it was linked to stop answering from them",
  roles,
  action: "pack.delete",
});

export const linkPackToAgent = defineConsoleRoute({
  id: "linkPackToAgent",
  method: "PUT",
  path: "/organizations/{organizationId}/packs/{packId}/agents/{agentId}",
  params: { organizationId, packId, agentId: pathParams.agent },
  tag,
  summary: "Links the pack to an agent of the organization (linking twice changes nothing); answers the pack",
  roles,
  response: packDetail,
  action: "pack.agent.link",
});

export const unlinkPackFromAgent = defineConsoleRoute({
  id: "unlinkPackFromAgent",
  method: "DELETE",
  path: "/organizations/{organizationId}/packs/{packId}/agents/{agentId}",
  params: { organizationId, packId, agentId: pathParams.agent },
  tag,
  summary: "Unlinks the pack from an agent; the agent stops answering from its documents. Answers the pack",
  roles,
  response: packDetail,
  action: "pack.agent.unlink",
});

export const attachPackDocument = defineConsoleRoute({
  id: "attachPackDocument",
  method: "POST",
  path: "/organizations/{organizationId}/packs/{packId}/documents",
  params: { organizationId, packId },
  tag,
  summary: "Attaches an uploaded document to the pack; the answer says whether it could be indexed",
  roles,
  body: attachPackDocumentBody,
  response: packDocument,
  status: 201,
  action: "pack.document.attach",
});

export const removePackDocument = defineConsoleRoute({
  id: "removePackDocument",
  method: "DELETE",
  path: "/organizations/{organizationId}/packs/{packId}/documents/{documentId}",
  params: { organizationId, packId, documentId: pathParams.document },
  tag,
  summary: "Removes a document from the pack; answers the pack as it is now",
  roles,
  response: packDetail,
  action: "pack.document.remove",
});

export const createPackDocumentUploadUrl = defineConsoleRoute({
  id: "createPackDocumentUploadUrl",
  method: "POST",
  path: "/organizations/{organizationId}/packs/documents/upload-url",
  params: { organizationId },
  tag,
  summary: "A signed URL the browser PUTs one document's bytes to, itself: the console never carries the bytes",
  roles,
  body: packDocumentUploadUrlBody,
  response: packDocumentUploadTicket,
  action: "pack.document.upload-url",
});
