/** Query keys of the functions page, under the organization so switching organizations never mixes them. */
export const functionKeys = {
  all: () => ["functions"] as const,
  organization: (organizationId: string) => [...functionKeys.all(), organizationId] as const,
  list: (organizationId: string) => [...functionKeys.organization(organizationId), "list"] as const,
};
