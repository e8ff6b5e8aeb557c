import { z } from "zod";

import { userStatuses } from "@/lib/console/users/roles";

const agentId = z.string().regex(/^[\w-]{1,64}$/, "Not an agent id.");
const agentIdList = z.array(agentId).max(500);

/** The agents an operator watches in one organization. */
export const operatorAgentIds = z.object({ agentIds: agentIdList });

/**
 * Agents given to and taken from an operator in one organization, applied at once. A change names only
 * what it changes, so two admins editing the same operator never undo each other's other choices.
 */
export const operatorAgentsChange = z
  .object({ add: agentIdList.default([]), remove: agentIdList.default([]) })
  .refine((change) => change.add.length + change.remove.length > 0, { message: "Choose an agent to give or take.", path: ["add"] })
  .refine((change) => !change.add.some((id) => change.remove.includes(id)), { message: "An agent cannot be given and taken at once.", path: ["remove"] });
export type OperatorAgentsChange = z.input<typeof operatorAgentsChange>;

/** A console operator who is a member of the organization, with the agents they watch in it. */
export const organizationOperator = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.enum(userStatuses),
  agentIds: agentIdList,
});
export type OrganizationOperator = z.infer<typeof organizationOperator>;
export const organizationOperatorList = z.array(organizationOperator);
