const segment = encodeURIComponent;

/** The console API route behind the website part of an agent's Live chat tab. */
export const widgetSettingsApiPaths = {
  settings: (organizationId: string, agentId: string) => `/api/console/organizations/${segment(organizationId)}/agents/${segment(agentId)}/widget`,
};
