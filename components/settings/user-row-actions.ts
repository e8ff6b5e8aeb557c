import { consoleRoles, type ConsoleRole, type UserStatus } from "@/lib/console/users/roles";

type Person = { id: string; role: ConsoleRole; status: UserStatus };

export type UserRowActions = {
  /** The roles the row's role select offers; empty when the role cannot be changed here. */
  roleOptions: ConsoleRole[];
  statusAction: "disable" | "enable" | undefined;
  /** Why the row offers nothing, when it does not. */
  note?: string;
};

/** The roles a user may hand out: only a super-admin grants super-admin. */
export function assignableRoles(viewerRole: ConsoleRole): ConsoleRole[] {
  return viewerRole === "superadmin" ? [...consoleRoles] : consoleRoles.filter((role) => role !== "superadmin");
}

/**
 * What the users table offers on a row: nothing on your own row, nothing on a super-admin's row for an
 * organization admin, and never a change that would leave the console without an active super-admin.
 */
export function userRowActions(row: Person, viewer: Pick<Person, "id" | "role">, everyone: readonly Person[]): UserRowActions {
  if (row.id === viewer.id) return { roleOptions: [], statusAction: undefined, note: "This is you" };
  if (row.role === "superadmin" && viewer.role !== "superadmin") return { roleOptions: [], statusAction: undefined };
  const isLastSuperadmin =
    row.role === "superadmin" &&
    row.status === "active" &&
    !everyone.some((other) => other.id !== row.id && other.role === "superadmin" && other.status === "active");
  if (isLastSuperadmin) return { roleOptions: [], statusAction: undefined, note: "The last active super-admin" };
  return { roleOptions: assignableRoles(viewer.role), statusAction: row.status === "active" ? "disable" : "enable" };
}
