/**
 * The longest message, in characters, a conversation takes: from a person, the agent or an operator.
 * Dependency-free, so the website chat widget's browser code reads it without the schemas' zod.
 */
export const messageMaxLength = 32_000;
