import { createFunction, listFunctions } from "@/lib/agent-api/contract/functions";
import { route } from "@/lib/console/route";
import { callUpstream } from "@/lib/console/upstream";
import { createFunctionBody } from "@/lib/schemas/agent-api/functions";
import { functionList, functionView } from "@/lib/schemas/console/functions";

const roles = ["superadmin", "org_admin"] as const;

/** The organization's function library, by name. */
export const GET = route({ roles, organization: true, response: functionList }, async ({ db, organization }) =>
  callUpstream(db, { as: "organization", organization: organization! }, listFunctions),
);

/** Adds a function to the library; the API's refusals (schema, URL, taken name) come back on their fields. */
export const POST = route(
  { roles, organization: true, body: createFunctionBody, response: functionView, action: "function.create", successStatus: 201 },
  async ({ db, organization, body, audit }) => {
    const created = await callUpstream(db, { as: "organization", organization: organization! }, createFunction, { body });
    audit.target = `function:${created.id} (${created.name})`;
    return created;
  },
);
