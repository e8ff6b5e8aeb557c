import type { ConsoleRole } from "@/lib/console/users/roles";

/** Who may call a console route; `organization`: it is under an organization the caller must belong to. */
export type RouteExpectation = { roles: readonly ConsoleRole[] | "public"; organization?: boolean };

export const everyone: ConsoleRole[] = ["superadmin", "org_admin", "operator", "viewer"];
export const admins: ConsoleRole[] = ["superadmin", "org_admin"];
