import { createOrganizationAgent, listOrganizationAgents } from "@/lib/console/agents";
import { route } from "@/lib/console/route";
import { createAgentBody } from "@/lib/schemas/agent-api/agents";
import { agentSummary, agentSummaryList } from "@/lib/schemas/console/agents";

const roles = ["superadmin", "org_admin"] as const;

/** The organization's agents, with conversations and the health of the console's key for each (missing ones too). */
export const GET = route({ roles, organization: true, response: agentSummaryList }, async ({ db, organization }) =>
  listOrganizationAgents(db, organization!),
);

/** Creates an agent and the console's own key for it, so it is listed and usable at once. */
export const POST = route(
  { roles, organization: true, body: createAgentBody, response: agentSummary, action: "agent.create", successStatus: 201 },
  async ({ db, user, organization, body, audit }) => {
    const created = await createOrganizationAgent(db, organization!, body, user.id);
    audit.target = `agent:${created.id} (${created.name})`;
    audit.details = { keyStatus: created.keyStatus };
    return created;
  },
);
