/** How the playground waits for an answer: in the same request (sync), or by polling for it (async). */
export type ReplyMode = "sync" | "async";
