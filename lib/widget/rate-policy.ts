/** What a widget request does, for its limits: reads, writes (messages, uploads, votes), or a new visitor. */
export type WidgetRequestKind = "read" | "write" | "newVisitor";

/** `isShared`: the agent's limit as a whole, counted only for requests the visitor's or address's own limits let through. */
export type WidgetRateLimit = { key: string; limit: number; windowMs: number; isShared?: boolean };

const minute = 60_000;
const hour = 60 * minute;

/**
 * The limits a widget request counts against: each visitor's own, each agent's as a whole (so one website's
 * traffic cannot starve the API), and new visitors per address (so a script cannot mint visitors to escape
 * the per-visitor limit). Reads include polling every few seconds and reconnecting live updates.
 */
export function widgetRateLimits(kind: WidgetRequestKind, who: { agentId: string; visitorId?: string; ip: string }): WidgetRateLimit[] {
  switch (kind) {
    case "newVisitor":
      return [
        { key: `widget:new:${who.ip}`, limit: 60, windowMs: hour },
        { key: `widget:agent-new:${who.agentId}`, limit: 3_000, windowMs: hour, isShared: true },
      ];
    case "write":
      return [
        { key: `widget:write:${who.visitorId}`, limit: 20, windowMs: minute },
        { key: `widget:agent-write:${who.agentId}`, limit: 600, windowMs: minute, isShared: true },
      ];
    case "read":
      return [
        { key: `widget:read:${who.visitorId}`, limit: 120, windowMs: minute },
        { key: `widget:agent-read:${who.agentId}`, limit: 6_000, windowMs: minute, isShared: true },
      ];
  }
}

/** Seconds until the first exceeded limit lets a request through again, or undefined when none is exceeded. */
export function retryAfterSeconds(
  limits: readonly WidgetRateLimit[],
  counts: ReadonlyMap<string, { hits: number; windowStartedAt: Date }>,
  now: Date,
): number | undefined {
  const waits = limits.flatMap((limit) => {
    const count = counts.get(limit.key);
    if (!count || count.hits <= limit.limit) return [];
    return [Math.max(1, Math.ceil((count.windowStartedAt.getTime() + limit.windowMs - now.getTime()) / 1000))];
  });
  return waits.length > 0 ? Math.max(...waits) : undefined;
}
