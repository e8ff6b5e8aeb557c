import { platformRoleLabels, type PlatformRole } from "@/lib/console/users/platform-roles";
import { ConsoleRequestError } from "@/lib/queries/console-fetch";
import { countOf } from "@/lib/utils/plural";

/**
 * A refused role or status change in plain words: the API's reason, and what it said about the field
 * (e.g. "role: this is the organization's last owner who is not disabled").
 */
export function describePlatformUserRefusal(name: string, error: unknown): string {
  if (!(error instanceof ConsoleRequestError)) return `${name} could not be changed. Try again.`;
  const details = Object.entries(error.fields).map(([field, message]) => `${field}: ${message}`);
  return [`${name} was not changed. ${error.message}`, ...details].join(" — ");
}

/** What became of a role given to several users at once when some were refused: how many took it, and that the rest kept theirs. */
export function describeRoleChangeRefusals(role: PlatformRole, total: number, refused: number): { title: string; summary: string } {
  const changed = total - refused;
  return {
    title: changed === 0 ? "No role was changed" : "Some role changes were refused",
    summary: `${changed} of ${countOf(total, "selected user")} now ${changed === 1 ? "has" : "have"} the role ${platformRoleLabels[role]}; ${countOf(refused, "user")} kept their role:`,
  };
}
