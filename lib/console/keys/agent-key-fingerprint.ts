/** How an agent API key is shown everywhere: its first characters and its last four, never the secret. */
export function agentKeyFingerprint(key: { prefix: string; lastFour: string }): string {
  return `${key.prefix}…${key.lastFour}`;
}
