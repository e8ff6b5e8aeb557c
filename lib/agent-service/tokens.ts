/** Tokens are estimated the same way everywhere: one per four characters, at least one for any text. */
export function estimateTokens(text: string): number {
  return text.length === 0 ? 0 : Math.max(1, Math.ceil(text.length / 4));
}
