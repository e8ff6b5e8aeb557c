/** Query keys of the packs pages, all under one organization so switching organizations never mixes them. */
export const packKeys = {
  all: () => ["packs"] as const,
  organization: (organizationId: string) => [...packKeys.all(), organizationId] as const,
  lists: (organizationId: string) => [...packKeys.organization(organizationId), "list"] as const,
  list: (organizationId: string, page: number) => [...packKeys.lists(organizationId), page] as const,
  detail: (organizationId: string, packId: string) => [...packKeys.organization(organizationId), "detail", packId] as const,
  /** The agents a pack can be linked to. */
  agents: (organizationId: string) => [...packKeys.organization(organizationId), "agents"] as const,
};
