import { regions, type Region } from "@/lib/regions";
import type { organizationStatuses } from "@/lib/schemas/agent-api/organizations";
import type { AdminOrganizationRow } from "@/lib/schemas/console/admin";

export const regionLabels: Record<Region, string> = { us: "United States (US)", eu: "Europe (EU)" };
export const regionOptions = regions.map((region) => ({ value: region, label: regionLabels[region] }));

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
