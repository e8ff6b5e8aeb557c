import { listConversations } from "@/lib/agent-api/contract/conversations";
import { keyHeaders } from "@/lib/agent-api/contract/operation";
import { operationUrl } from "@/lib/agent-api/operation-url";
import type { IntegrationKeyReveal } from "@/lib/schemas/console/keys";

/** A word for a POSIX shell, in single quotes: nothing in it is expanded. */
function shellWord(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

/**
 * What an admin is shown once for a new integration key: the secret, the API it is for, and a `curl` call
 * that lists the agent's latest conversations with it, in the header the API reads an agent's key from.
 */
export function integrationKeyReveal(baseUrl: string, secret: string): IntegrationKeyReveal {
  const url = operationUrl(baseUrl, listConversations, {}, { page: 1, pageSize: 10 });
  return {
    secret,
    baseUrl,
    curlExample: `curl ${shellWord(url)} \\\n  -H ${shellWord(`${keyHeaders.agent}: ${secret}`)}`,
  };
}
