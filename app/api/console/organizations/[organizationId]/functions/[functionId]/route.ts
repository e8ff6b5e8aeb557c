import { deleteFunction, getFunction, updateFunction } from "@/lib/agent-api/contract/functions";
import { route } from "@/lib/console/route";
import { callUpstream } from "@/lib/console/upstream";
import { updateFunctionBody } from "@/lib/schemas/agent-api/functions";
import { isMaskedHeaderValue, restoreMaskedHeaders } from "@/lib/schemas/console/function-headers";
import { functionView } from "@/lib/schemas/console/functions";

const roles = ["superadmin", "org_admin"] as const;

/** One function of the library. */
export const GET = route({ roles, organization: true, response: functionView }, async ({ db, organization, params }) =>
  callUpstream(db, { as: "organization", organization: organization! }, getFunction, { params: { id: params.functionId! } }),
);

/** Changes the fields given; an endpoint is replaced as a whole. */
export const PATCH = route(
  { roles, organization: true, body: updateFunctionBody, response: functionView, action: "function.update" },
  async ({ db, organization, params, body, audit }) => {
    audit.target = `function:${params.functionId}`;
    audit.details = { fields: Object.keys(body) };
    const caller = { as: "organization" as const, organization: organization! };
    let changes = body;
    if (body.endpoint?.headers && Object.values(body.endpoint.headers).some(isMaskedHeaderValue)) {
      const stored = await callUpstream(db, caller, getFunction, { params: { id: params.functionId! } });
      changes = { ...body, endpoint: { ...body.endpoint, headers: restoreMaskedHeaders(body.endpoint.headers, stored.endpoint.headers ?? {}) } };
    }
    const updated = await callUpstream(db, caller, updateFunction, { params: { id: params.functionId! }, body: changes });
    audit.target = `function:${updated.id} (${updated.name})`;
    return updated;
  },
);

/** Removes a function from the library. */
export const DELETE = route({ roles, organization: true, action: "function.delete" }, async ({ db, organization, params, audit }) => {
  audit.target = `function:${params.functionId}`;
  await callUpstream(db, { as: "organization", organization: organization! }, deleteFunction, { params: { id: params.functionId! } });
});
