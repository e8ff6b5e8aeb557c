import type { SelectOption } from "@/components/ui/select-field";
import type { ConsoleRole } from "@/lib/console/users/roles";
import { countOf } from "@/lib/utils/plural";

type Organization = { id: string; name: string };

/** The organizations a user belongs to, by name; those the viewer cannot see are counted, not named. */
export function userOrganizationsLabel(user: { role: ConsoleRole; organizationIds: readonly string[] }, organizations: readonly Organization[]): string {
  if (user.role === "superadmin") return "Every organization";
  if (user.organizationIds.length === 0) return "None";
  const names = user.organizationIds.flatMap((id) => organizations.find((organization) => organization.id === id)?.name ?? []);
  const others = user.organizationIds.length - names.length;
  if (others === 0) return names.join(", ");
  const otherLabel = countOf(others, "other");
  return names.length ? `${names.join(", ")} and ${otherLabel}` : otherLabel;
}

/** The organization a key belongs to; super-admin keys belong to a whole region. */
export function keyOrganizationLabel(organizationId: string | null, organizations: readonly Organization[]): string {
  if (organizationId === null) return "Every organization in the region";
  return organizations.find((organization) => organization.id === organizationId)?.name ?? "Unknown organization";
}

/** The organizations as the options of a choice, by name. */
export function organizationOptions(organizations: readonly Organization[]): SelectOption[] {
  return organizations.map((organization) => ({ value: organization.id, label: organization.name }));
}
