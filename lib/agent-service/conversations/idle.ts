/** While any agent archives idle conversations, the archiver looks at least this often (new conversations included). */
export const idleCheckIntervalMs = 60_000;

/** The last activity a conversation may have had and still be idle at `now`. */
export const idleSince = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000);

/** Whether a conversation last changed at `lastActivity` has been idle for `minutes` at `now`. */
export const isIdle = (lastActivity: Date, minutes: number, now: Date) => lastActivity.getTime() <= idleSince(now, minutes).getTime();

/** When a conversation last changed at `lastActivity` becomes idle. */
export const idleAt = (lastActivity: Date, minutes: number) => new Date(lastActivity.getTime() + minutes * 60_000);

/**
 * When the archiver looks again: when the first open conversation becomes idle, and at most a minute
 * from now while any agent archives (a conversation started in between is seen then). Never earlier
 * than now; undefined while no agent archives idle conversations.
 */
export function nextIdleCheck(idleTimes: readonly Date[], now: Date, isAnyAgentArchiving: boolean): Date | undefined {
  if (!isAnyAgentArchiving) return undefined;
  const latest = now.getTime() + idleCheckIntervalMs;
  const earliest = Math.min(latest, ...idleTimes.map((at) => at.getTime()));
  return new Date(Math.max(now.getTime(), earliest));
}
