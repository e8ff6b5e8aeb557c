import type { PlatformUserView } from "@/lib/schemas/console/organization";

/** Someone who uses the console in the organization: they accepted their invitation or were made a member. */
export type ConsoleMember = { email: string; name: string };

/** A full name as the API's first and last names: the first word, and the rest. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = "", ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(" ") };
}

/**
 * The platform users as the console knows them. The API is the authority on who is a platform user, with
 * which role, and who is disabled; the console knows who has joined: a platform user the API still calls
 * invited but who accepted their invitation (a member of the organization here) is active, and is named
 * as they named themselves when the API has no name for them. Matched by email, whatever its case.
 */
export function withConsoleTruth<User extends PlatformUserView>(users: User[], members: ConsoleMember[]): User[] {
  const byEmail = new Map(members.map((member) => [member.email.trim().toLowerCase(), member]));
  return users.map((user) => {
    const member = byEmail.get(user.email.trim().toLowerCase());
    if (!member) return user;
    const isNameless = `${user.firstName}${user.lastName}`.trim() === "";
    return {
      ...user,
      ...(isNameless && member.name.trim() ? splitName(member.name) : {}),
      status: user.status === "invited" ? "active" : user.status,
    };
  });
}
