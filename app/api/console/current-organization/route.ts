import { z } from "zod";

import { apiError } from "@/lib/console/api-error";
import { currentOrganizationCookie } from "@/lib/console/current-organization";
import { listOrganizationsFor } from "@/lib/console/organizations";
import { json, route } from "@/lib/console/route";
import { consoleRoles } from "@/lib/console/roles";

const body = z.object({ organizationId: z.uuid() });

/** Switches the organization the console shows, among those the user may open. */
export const PUT = route({ roles: consoleRoles, body }, async ({ user, body }) => {
  const organizations = await listOrganizationsFor(user);
  if (!organizations.some((organization) => organization.id === body.organizationId)) {
    return json(apiError("NOT_FOUND", "That organization is not available to you."), 404);
  }
  const response = json({ organizationId: body.organizationId });
  response.cookies.set(currentOrganizationCookie, body.organizationId, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: process.env.NEXTAUTH_URL?.startsWith("https://") ?? false,
    maxAge: 60 * 60 * 24 * 365,
  });
  return response;
});
