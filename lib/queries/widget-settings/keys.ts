/** Query keys of an agent's website chat settings, under one organization so switching organizations never mixes them. */
export const widgetSettingsKeys = {
  all: () => ["widget-settings"] as const,
  organization: (organizationId: string) => [...widgetSettingsKeys.all(), organizationId] as const,
  detail: (organizationId: string, agentId: string) => [...widgetSettingsKeys.organization(organizationId), agentId] as const,
};
