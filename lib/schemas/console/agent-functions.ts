import { updateFunctionBody } from "@/lib/schemas/agent-api/functions";

import { functionList, functionView } from "./functions";

/**
 * An agent's own function as the browser sees it: the same view as a library function, header values
 * masked; an edit that sends a masked value back keeps the stored one.
 */
export const agentFunctionView = functionView;
export type { FunctionView as AgentFunctionView } from "./functions";
export const agentFunctionList = functionList;

/**
 * A change to an agent function: the fields to change, as for the library. The API replaces an agent
 * function whole, so the console fills in the rest from the stored function.
 */
export const agentFunctionChanges = updateFunctionBody;
