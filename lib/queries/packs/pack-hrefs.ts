/** The console page of the packs list. */
export const knowledgeHref = "/knowledge";

/** The console page of one pack. */
export const packHref = (packId: string) => `${knowledgeHref}/packs/${encodeURIComponent(packId)}`;
