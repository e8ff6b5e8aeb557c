import type { Path } from "react-hook-form";

import type { OnboardOrganizationInput } from "@/lib/schemas/console/admin";

const topFields = ["name", "region", "licenseKey", "subscriptionId", "endedAt", "users"] as const;

/**
 * Where a server error's path goes on the onboarding form: an invited user's email or role on that
 * row's box, a top-level field on its field, anything else nowhere (it is said above the form).
 */
export function onboardingErrorField(path: string): Path<OnboardOrganizationInput> | undefined {
  const row = /^users\.(\d+)\.(email|role)$/.exec(path);
  if (row) return `users.${Number(row[1])}.${row[2] as "email" | "role"}`;
  return topFields.find((field) => field === path);
}
