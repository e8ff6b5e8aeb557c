/**
 * The AI Agent API's regions. An organization lives in one, with its agents and keys; keys do not cross them.
 * Dependency-free: the database schema, the zod shapes and the browser all read it.
 */
export const regions = ["us", "eu"] as const;
export type Region = (typeof regions)[number];
