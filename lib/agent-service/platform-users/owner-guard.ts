export type RoleAndStatus = { role: string; status: string };

/** An owner who can act for the organization: one who is not disabled. */
export const isStandingOwner = (user: RoleAndStatus) => user.role === "owner" && user.status !== "disabled";

/**
 * Whether a change would leave the organization without an owner: it takes a standing owner's role
 * away, or disables them, while no other standing owner remains.
 */
export function removesLastOwner(current: RoleAndStatus, next: RoleAndStatus, otherStandingOwners: number): boolean {
  return isStandingOwner(current) && !isStandingOwner(next) && otherStandingOwners === 0;
}
