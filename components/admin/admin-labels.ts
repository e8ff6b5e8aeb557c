import type { AdminOrganizationRow } from "@/lib/schemas/console/admin";
import type { organizationStatuses } from "@/lib/schemas/agent-api/organizations";

export const regionLabels = { us: "United States (US)", eu: "Europe (EU)" } as const;
export const regionOptions = [
  { value: "us", label: regionLabels.us },
  { value: "eu", label: regionLabels.eu },
];

export const organizationStatusLabels: Record<(typeof organizationStatuses)[number], string> = {
  active: "Active",
  pending: "Pending",
  archived: "Archived",
  blocked: "Blocked",
};

export const keyStatusLabels: Record<AdminOrganizationRow["keyStatus"], string> = {
  connected: "Key connected",
  failing: "Key refused",
  missing: "No key — connect it",
};

export const originLabels: Record<AdminOrganizationRow["origin"], string> = {
  onboarded: "Created here",
  connected: "Connected by key",
  automatic: "Connected automatically",
};
