import "server-only";
import { and, asc, eq } from "drizzle-orm";

import type { DatabaseExecutor } from "@/lib/db";
import { svcFunctions } from "@/lib/db/schema";

import { callFunction } from "../functions/call-function";
import type { UrlPolicy } from "../webhooks/url-policy";

/** A tool as an OpenAI-compatible chat completion takes it. */
export type ToolDefinition = {
  type: "function";
  function: { name: string; description: string; parameters: Record<string, unknown> };
};

/** A call the model asks for; `arguments` is JSON text. */
export type ToolCall = { id: string; type?: string; function: { name: string; arguments?: string | null } };

export type FunctionTools = {
  definitions: ToolDefinition[];
  /** Calls the function the model named and answers what the model is shown; failures are answered, never thrown. */
  call(toolCall: ToolCall, conversationId: string | undefined): Promise<string>;
};

const failure = (error: string) => JSON.stringify({ error });

function parseArguments(text: string | null | undefined): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(text?.trim() || "{}");
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The agent's own enabled functions, as tools for the model. The organization's library is not
 * included: a library function is a template, and only functions created on the agent are its tools.
 */
export async function loadFunctionTools(db: DatabaseExecutor, agentId: string, policy: () => UrlPolicy): Promise<FunctionTools> {
  const rows = await db
    .select()
    .from(svcFunctions)
    .where(and(eq(svcFunctions.agentId, agentId), eq(svcFunctions.enabled, true)))
    .orderBy(asc(svcFunctions.name));
  const byName = new Map(rows.map((row) => [row.name, row]));
  return {
    definitions: rows.map((row) => ({
      type: "function",
      function: { name: row.name, description: row.description, parameters: row.parameters },
    })),
    async call(toolCall, conversationId) {
      const row = byName.get(toolCall.function.name);
      if (!row) return failure(`no function named ${toolCall.function.name} is available`);
      const args = parseArguments(toolCall.function.arguments);
      if (!args) return failure("the arguments are not a JSON object");
      return callFunction(row.endpoint, args, conversationId, { policy: policy() });
    },
  };
}
