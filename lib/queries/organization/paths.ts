import type { PlatformRole } from "@/lib/console/platform-roles";

const segment = encodeURIComponent;
const organizationPath = (organizationId: string) => `/api/console/organizations/${segment(organizationId)}`;

/** The console API routes behind the organization page. */
export const organizationApiPaths = {
  platformUsers: (organizationId: string, role?: PlatformRole) =>
    `${organizationPath(organizationId)}/platform-users${role ? `?${new URLSearchParams({ role })}` : ""}`,
  platformUser: (organizationId: string, userId: string) => `${organizationPath(organizationId)}/platform-users/${segment(userId)}`,
};
