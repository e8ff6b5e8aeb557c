import { consoleRoleLabels, type ConsoleRole, type UserStatus } from "@/lib/console/users/roles";

export type UserChange = { role?: ConsoleRole; status?: UserStatus; mayViewCustomerDetails?: boolean };

/** What a successful role, status or customer-details change did, in words for the confirmation toast. */
export function describeUserUpdate(name: string, change: UserChange): string {
  if (change.status === "disabled") return `${name} is disabled and signed out everywhere.`;
  if (change.status === "active") return `${name} can sign in again.`;
  if (change.role) return `${name} is now ${consoleRoleLabels[change.role]}; their sessions have ended.`;
  if (change.mayViewCustomerDetails !== undefined) {
    return change.mayViewCustomerDetails ? `${name} now sees customer details in usage.` : `${name} now sees usage figures only, without customer details.`;
  }
  return `${name} was updated.`;
}
