import { hasSecureCookies } from "@/lib/console/auth/options";
import { switchOrganization } from "@/lib/console/contract/session";
import { currentOrganizationCookie } from "@/lib/console/organizations/current-organization";
import { listOrganizationsFor } from "@/lib/console/organizations/organizations";
import { handleConsoleRoute } from "@/lib/console/route/route";
import { ConsoleRouteError } from "@/lib/console/route/route-error";

export const PUT = handleConsoleRoute(switchOrganization, async ({ user, body }) => {
  const organizations = await listOrganizationsFor(user);
  if (!organizations.some((organization) => organization.id === body.organizationId)) {
    throw new ConsoleRouteError(404, "NOT_FOUND", "That organization is not available to you.");
  }
  const response = Response.json({ organizationId: body.organizationId });
  const secure = hasSecureCookies() ? "; Secure" : "";
  response.headers.append("Set-Cookie", `${currentOrganizationCookie}=${body.organizationId}; Path=/; HttpOnly; SameSite=Lax; Max-Age=31536000${secure}`);
  return response;
});
