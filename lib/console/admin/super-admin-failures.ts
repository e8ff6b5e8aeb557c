import { AgentApiError } from "@/lib/agent-api/errors";
import type { Region } from "@/lib/regions";

import { limitAmountText, limitReachedFrom } from "../limits/limit-reached";
import { ConsoleRouteError } from "../route/route-error";

const regionName = (region: Region) => region.toUpperCase();

/**
 * A super-admin call's failure in plain words, for the failures that mean something particular here:
 * a refused key (wrong, revoked, or of the other region) and, when creating an organization, a
 * subscription that no longer exists or more invited users than it allows. Anything else is left to the console's usual explanation.
 */
export function explainSuperAdminFailure(error: unknown, region: Region): ConsoleRouteError | undefined {
  if (!(error instanceof AgentApiError)) return undefined;
  if (error.status === 403) {
    return new ConsoleRouteError(
      502,
      "SUPER_ADMIN_KEY_REFUSED",
      `The AI Agent API refused the console's super-admin key for the ${regionName(region)} region: it is wrong, revoked, or a key of the other region. Connect the right key under Settings → Keys.`,
    );
  }
  if (error.status === 404 && error.options.operationId === "createOrganization") {
    const message = "That subscription no longer exists in the AI Agent API. Choose another one from the list.";
    return new ConsoleRouteError(404, "SUBSCRIPTION_NOT_FOUND", message, { subscriptionId: message });
  }
  if (error.status === 402 && error.options.operationId === "createOrganization") {
    const limit = limitReachedFrom(error.options.details);
    const message = `The plan allows ${limit ? limitAmountText(limit.field, limit.amount) : "fewer users with access"}: invite fewer users, or choose a larger plan.`;
    return new ConsoleRouteError(402, "LIMIT_REACHED", message, { users: message });
  }
  return undefined;
}
