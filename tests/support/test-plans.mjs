/**
 * Agents cannot be deleted, and tests add them to shared organizations: every browser and console test to the
 * demo organization (on Starter), agent-service tests several to one organization of their own (on Trial).
 * The test servers' Trial and Starter allow this many agents; the service's own allow 2 and 5.
 */
export const testAgentsAmount = 200;

/** The plans the test servers give room for agents. */
export const roomyPlanTitles = ["Trial", "Starter"];
