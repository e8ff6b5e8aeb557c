import { AgentApiError } from "@/lib/agent-api/errors";

/** The entities whose 404 means a webhook or delivery is unknown, not the operation. */
const entitiesOfTheReport = new Set(["Webhook", "Webhook delivery"]);

const entityOf = (details: readonly unknown[] | undefined) => {
  const [first] = details ?? [];
  const entity = (first as { entity?: unknown } | undefined)?.entity;
  return typeof entity === "string" ? entity : undefined;
};

/**
 * Whether a failed call of a delivery extension means the deployment does not have it: a 404 that names
 * no webhook or delivery (a path it does not know), a 405 or 501, or an answer outside the contract.
 */
export function isDeliveryReportMissing(error: unknown): boolean {
  if (!(error instanceof AgentApiError)) return false;
  if (error.errorName === "INVALID_RESPONSE" || error.status === 405 || error.status === 501) return true;
  return error.status === 404 && !entitiesOfTheReport.has(entityOf(error.options.details) ?? "");
}
