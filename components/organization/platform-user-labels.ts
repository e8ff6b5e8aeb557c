import type { PlatformUserView } from "@/lib/schemas/console/organization";

type Status = NonNullable<PlatformUserView["status"]>;

export const platformUserStatusLabels: Record<Status, string> = { active: "Active", invited: "Invited", disabled: "Disabled" };

/** How a platform user is named in the table and in confirmations: their name, else their email. */
export function platformUserName(user: Pick<PlatformUserView, "firstName" | "lastName" | "email">): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}

/** Whether the row offers to disable the user, to enable them, or neither (the API does not say their status). */
export function statusAction(status: PlatformUserView["status"]): "disable" | "enable" | undefined {
  if (status === "disabled") return "enable";
  return status === null ? undefined : "disable";
}
