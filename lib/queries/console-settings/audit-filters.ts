import { z } from "zod";

import { auditQuery } from "@/lib/schemas/console/audit";

/** What the audit log can be narrowed by; kept in the page's URL so a filtered view can be shared. */
export const auditFilters = auditQuery.pick({ actor: true, action: true, organizationId: true, from: true, to: true });
export type AuditFilters = z.infer<typeof auditFilters>;

export const auditFilterNames = ["actor", "action", "organizationId", "from", "to"] as const satisfies readonly (keyof AuditFilters)[];

/** The filters a URL asks for; a value the API would refuse is left out rather than failing the page. */
export function auditFiltersFromSearchParams(params: Pick<URLSearchParams, "get">): AuditFilters {
  const filters: AuditFilters = {};
  for (const name of auditFilterNames) {
    const parsed = auditFilters.shape[name].safeParse(params.get(name) || undefined);
    if (parsed.success && parsed.data) filters[name] = parsed.data;
  }
  return filters;
}

/** The search params of the filters: empty ones are left out, so URLs stay short. */
export function auditFiltersToSearchParams(filters: AuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of auditFilterNames) {
    const value = filters[name]?.trim();
    if (value) params.set(name, value);
  }
  return params;
}

/** Whether any filter is set. */
export function hasAuditFilters(query: AuditFilters): boolean {
  return auditFilterNames.some((name) => Boolean(query[name]));
}

const blank = z.literal("");

/** The filter form: every field a string, blank meaning "any"; the same rules as the API's query. */
export const auditFilterForm = z
  .object({
    actor: auditFilters.shape.actor.unwrap(),
    action: auditFilters.shape.action.unwrap(),
    organizationId: auditFilters.shape.organizationId.unwrap().or(blank),
    from: auditFilters.shape.from.unwrap().or(blank),
    to: auditFilters.shape.to.unwrap().or(blank),
  })
  .refine((values) => !values.from || !values.to || values.from <= values.to, {
    message: "The end date is before the start date.",
    path: ["to"],
  });
export type AuditFilterFormValues = z.infer<typeof auditFilterForm>;

/** The filter form's values for the filters in the URL. */
export function auditFilterFormValues(filters: AuditFilters): AuditFilterFormValues {
  return {
    actor: filters.actor ?? "",
    action: filters.action ?? "",
    organizationId: filters.organizationId ?? "",
    from: filters.from ?? "",
    to: filters.to ?? "",
  };
}
