import { createFunction, listFunctions } from "@/lib/agent-api/contract/functions";
import { createOrganizationFunction, listOrganizationFunctions } from "@/lib/console/contract/functions";
import { handleConsoleRoute } from "@/lib/console/route/route";
import { callUpstream } from "@/lib/console/upstream/upstream";

export const GET = handleConsoleRoute(listOrganizationFunctions, async ({ db, organization }) =>
  callUpstream(db, { as: "organization", organization }, listFunctions),
);

export const POST = handleConsoleRoute(createOrganizationFunction, async ({ db, organization, body, audit }) => {
  const created = await callUpstream(db, { as: "organization", organization }, createFunction, { body });
  audit.target = `function:${created.id} (${created.name})`;
  return created;
});
