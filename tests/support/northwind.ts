import type { ConsoleSession } from "./http-session";

type Named = { id: string; name: string };

/** The id of the seeded organization the console tests work in, as a signed-in session sees it. */
export async function northwindOrganizationId(session: ConsoleSession): Promise<string> {
  const organizations = (await (await session.request("/api/console/organizations")).json()) as Named[];
  return organizations.find((organization) => organization.name === "Northwind Outfitters")!.id;
}

/** The id of one of the organization's seeded agents: "Northwind Support" or "Northwind Sales". */
export async function northwindAgentId(session: ConsoleSession, organizationId: string, agentName: string): Promise<string> {
  const agents = (await (await session.request(`/api/console/organizations/${organizationId}/agents`)).json()) as Named[];
  return agents.find((agent) => agent.name === agentName)!.id;
}
