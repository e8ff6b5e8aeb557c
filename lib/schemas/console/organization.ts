import { z } from "zod";

import { platformUserStatuses } from "@/lib/schemas/agent-api/organization-users";
import { platformRoles } from "@/lib/schemas/agent-api/organizations";

/** A platform user of the organization as the browser sees it; role and status are null when the API leaves them out. */
export const platformUserView = z.object({
  id: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(platformRoles).nullable(),
  status: z.enum(platformUserStatuses).nullable(),
});
export type PlatformUserView = z.output<typeof platformUserView>;
export const platformUserList = z.array(platformUserView);

/**
 * What an upstream platform user becomes: the fields above, with role and status null when absent, and the phone
 * number null when empty (the API sends an empty string for none).
 */
export const upstreamPlatformUser = platformUserView.extend({
  phoneNumber: z
    .string()
    .nullish()
    .transform((phoneNumber) => phoneNumber || null),
  role: platformUserView.shape.role.optional().transform((role) => role ?? null),
  status: platformUserView.shape.status.optional().transform((status) => status ?? null),
});
