/** Under which name the organization's usage answer is kept for a while. */
export const organizationUsageKey = (organizationId: string) => `usage:organization:${organizationId}`;
