import { resolveRange, type RangeSelection } from "@/lib/console/usage/prepare-range";
import { usageConversationsQuery } from "@/lib/schemas/console/usage";

/** An instant as the conversations route reads `from` and `to`. */
const instant = usageConversationsQuery.shape.from;

export type ConversationsPeriod = { from: string; to: string; isChosen: boolean };

/**
 * The period whose conversations are listed: the one the address names (a bar of a chart, a row of a
 * table), or else the whole range the usage pages show, in the viewer's time zone. A named period that
 * the route would refuse (not an instant, or ending before it starts) counts as none.
 */
export function conversationsPeriod(
  named: { start: string | null; end: string | null },
  selection: RangeSelection,
  timeZone: string,
  now = new Date(),
): ConversationsPeriod {
  const from = instant.safeParse(named.start);
  const to = instant.safeParse(named.end);
  if (from.success && to.success && Date.parse(to.data) > Date.parse(from.data)) return { from: from.data, to: to.data, isChosen: true };
  const range = resolveRange(selection, now, timeZone);
  return { from: range.start.toISOString(), to: range.end.toISOString(), isChosen: false };
}
