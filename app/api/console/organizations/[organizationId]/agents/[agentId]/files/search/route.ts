import { testRetrieval } from "@/lib/console/agent-files";
import { requireAgentId } from "@/lib/console/agent-keys";
import { route } from "@/lib/console/route";
import { retrievalTestBody, retrievalTestResult } from "@/lib/schemas/console/agent-files";

/** The retrieval test: the passages the agent would answer a question from, with their scores. It changes nothing. */
export const POST = route(
  { roles: ["superadmin", "org_admin"], organization: true, body: retrievalTestBody, response: retrievalTestResult, isQuery: true },
  async ({ db, organization, params, body }) => testRetrieval(db, organization!, requireAgentId(params.agentId), body),
);
