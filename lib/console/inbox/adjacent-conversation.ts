/**
 * The conversation to open when moving down (1) or up (-1) the list: the next one after the open one, the
 * first (or last) when none is open or the open one left the list, and none past either end.
 */
export function adjacentConversationId(ids: readonly string[], currentId: string | undefined, step: 1 | -1): string | undefined {
  if (ids.length === 0) return undefined;
  const index = currentId ? ids.indexOf(currentId) : -1;
  if (index === -1) return step === 1 ? ids[0] : ids.at(-1);
  return ids[index + step];
}
