/** The cookie that remembers which organization the console is showing. */
export const currentOrganizationCookie = "sb-org";

/** The organization to show: the remembered one if the user still has it, else the first. */
export function chooseCurrentOrganization<T extends { id: string }>(organizations: readonly T[], rememberedId: string | undefined): T | undefined {
  return organizations.find((organization) => organization.id === rememberedId) ?? organizations[0];
}
