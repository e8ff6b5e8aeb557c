import type { Region } from "@/lib/regions";

/** Organizations whose keys, and whose agents' keys, are refused. */
export const closedOrganizationStatuses = ["blocked", "archived"] as const;

/** A stored key may be used now in `region`: of that region, not revoked, not expired. */
export function isKeyUsable(key: { region: string; revokedAt: Date | null; expiresAt: Date | null }, region: Region, now: Date): boolean {
  return key.region === region && !key.revokedAt && !(key.expiresAt && key.expiresAt <= now);
}

/** An organization whose keys are accepted: any status but blocked or archived. */
export function isOrganizationOpen(organization: { status: string }): boolean {
  return !(closedOrganizationStatuses as readonly string[]).includes(organization.status);
}
