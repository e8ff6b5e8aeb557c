import { createOrganizationAgent, listOrganizationAgents } from "@/lib/console/agents/agents";
import { createAgent, listAgents } from "@/lib/console/contract/agents";
import { handleConsoleRoute } from "@/lib/console/route/route";

export const GET = handleConsoleRoute(listAgents, async ({ db, organization }) => listOrganizationAgents(db, organization));

export const POST = handleConsoleRoute(createAgent, async ({ db, user, organization, body, audit }) => {
  const created = await createOrganizationAgent(db, organization, body, user.id);
  audit.target = `agent:${created.id} (${created.name})`;
  audit.details = { keyStatus: created.keyStatus };
  return created;
});
