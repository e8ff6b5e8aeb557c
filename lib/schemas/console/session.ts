import { z } from "zod";

import { consoleRoles } from "@/lib/console/users/roles";
import { regions } from "@/lib/regions";

/** The signed-in user. */
export const sessionView = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string(), role: z.enum(consoleRoles) }),
});

/** An organization of the AI Agent API the console is connected to, as the organization switcher lists it. */
export const connectedOrganization = z.object({ id: z.string(), name: z.string(), region: z.enum(regions) });
export const connectedOrganizationList = z.array(connectedOrganization);

/** The organization the console shows. */
export const currentOrganizationChange = z.object({ organizationId: z.uuid() });
