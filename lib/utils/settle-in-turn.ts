/** One item an action was refused for, and the reason in the words the failure gave. */
export type InTurnFailure<T> = { item: T; reason: string };

/** What running an action over several items gave: the items it was done for, and the others with their reasons. */
export type InTurnOutcome<T> = { done: T[]; failed: InTurnFailure<T>[] };

/**
 * Runs the action for each item, one after another in the order given (each waits for the one before, as if
 * done by hand row by row); a failure is noted with its reason and does not stop the rest.
 */
export async function settleInTurn<T>(
  items: readonly T[],
  action: (item: T) => Promise<unknown>,
  fallbackReason = "It could not be changed.",
): Promise<InTurnOutcome<T>> {
  const outcome: InTurnOutcome<T> = { done: [], failed: [] };
  for (const item of items) {
    try {
      await action(item);
      outcome.done.push(item);
    } catch (error) {
      const reason = error instanceof Error && error.message ? error.message : fallbackReason;
      outcome.failed.push({ item, reason });
    }
  }
  return outcome;
}
