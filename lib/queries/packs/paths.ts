const segment = encodeURIComponent;
const organizationPath = (organizationId: string) => `/api/console/organizations/${segment(organizationId)}`;

/** The console API routes behind the packs pages. */
export const packApiPaths = {
  packs: (organizationId: string, page?: number) =>
    `${organizationPath(organizationId)}/packs${page === undefined ? "" : `?${new URLSearchParams({ page: String(page), orderBy: "updatedAt" })}`}`,
  pack: (organizationId: string, packId: string) => `${organizationPath(organizationId)}/packs/${segment(packId)}`,
  uploadUrl: (organizationId: string) => `${organizationPath(organizationId)}/packs/documents/upload-url`,
  documents: (organizationId: string, packId: string) => `${packApiPaths.pack(organizationId, packId)}/documents`,
  document: (organizationId: string, packId: string, documentId: string) => `${packApiPaths.documents(organizationId, packId)}/${segment(documentId)}`,
  agent: (organizationId: string, packId: string, agentId: string) => `${packApiPaths.pack(organizationId, packId)}/agents/${segment(agentId)}`,
};

/** The console page of the packs list. */
export const knowledgeHref = "/knowledge";

/** The console page of one pack. */
export const packHref = (packId: string) => `${knowledgeHref}/packs/${segment(packId)}`;
