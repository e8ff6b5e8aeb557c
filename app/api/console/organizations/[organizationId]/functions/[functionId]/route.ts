import { deleteFunction, getFunction, updateFunction } from "@/lib/agent-api/contract/functions";
import { deleteOrganizationFunction, getOrganizationFunction, updateOrganizationFunction } from "@/lib/console/contract/functions";
import { handleConsoleRoute } from "@/lib/console/route/route";
import { callUpstream } from "@/lib/console/upstream/upstream";
import { isMaskedHeaderValue, restoreMaskedHeaders } from "@/lib/schemas/console/function-headers";

export const GET = handleConsoleRoute(getOrganizationFunction, async ({ db, organization, params }) =>
  callUpstream(db, { as: "organization", organization }, getFunction, { params: { id: params.functionId } }),
);

export const PATCH = handleConsoleRoute(updateOrganizationFunction, async ({ db, organization, params, body, audit }) => {
  audit.target = `function:${params.functionId}`;
  audit.details = { fields: Object.keys(body) };
  const caller = { as: "organization" as const, organization };
  let changes = body;
  if (body.endpoint?.headers && Object.values(body.endpoint.headers).some(isMaskedHeaderValue)) {
    const stored = await callUpstream(db, caller, getFunction, { params: { id: params.functionId } });
    changes = { ...body, endpoint: { ...body.endpoint, headers: restoreMaskedHeaders(body.endpoint.headers, stored.endpoint.headers ?? {}) } };
  }
  const updated = await callUpstream(db, caller, updateFunction, { params: { id: params.functionId }, body: changes });
  audit.target = `function:${updated.id} (${updated.name})`;
  return updated;
});

export const DELETE = handleConsoleRoute(deleteOrganizationFunction, async ({ db, organization, params, audit }) => {
  audit.target = `function:${params.functionId}`;
  await callUpstream(db, { as: "organization", organization }, deleteFunction, { params: { id: params.functionId } });
});
