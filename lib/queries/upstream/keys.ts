/** Query keys of the upstream's health. */
export const upstreamKeys = { health: () => ["upstream", "health"] as const };
