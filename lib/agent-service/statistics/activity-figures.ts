/** Pure figures of an agent's activity, computed from rows the statistics queries read. */

export type HourTotals = { hour: string; conversations: number; messages: number; tokens: number; seconds: number; sms: number; emails: number };

export const emptyHour = (hour: string): HourTotals => ({ hour, conversations: 0, messages: 0, tokens: 0, seconds: 0, sms: 0, emails: 0 });

const amounts = ["conversations", "messages", "tokens", "seconds", "sms", "emails"] as const;

/** Adds rows of the same hour together; the hours come out in time order. */
export function mergeHourRows(rows: readonly HourTotals[]): HourTotals[] {
  const byHour = new Map<string, HourTotals>();
  for (const row of rows) {
    const total = byHour.get(row.hour) ?? emptyHour(row.hour);
    for (const field of amounts) total[field] += row[field];
    byHour.set(row.hour, total);
  }
  return [...byHour.values()].sort((a, b) => a.hour.localeCompare(b.hour));
}

export type ConversationFacts = {
  source: string;
  mode: "ai" | "manual";
  createdAt: Date;
  escalatedAt: Date | null;
  firstHumanReplyAt: Date | null;
  hasAgentReply: boolean;
};

/** A conversation needed a person when the agent handed it over, it was switched to manual mode, or a person answered in it. */
export const isHandedOff = (facts: ConversationFacts) => facts.escalatedAt !== null || facts.mode === "manual" || facts.firstHumanReplyAt !== null;

const countBy = (facts: readonly ConversationFacts[], key: (facts: ConversationFacts) => string) => {
  const counts = new Map<string, number>();
  for (const item of facts) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return [...counts.entries()]
    .map(([name, conversations]) => ({ key: name, conversations }))
    .sort((a, b) => b.conversations - a.conversations || a.key.localeCompare(b.key));
};

/** Hand-offs, conversations the agent handled alone, per channel and mode, and how long people took to answer first. */
export function summarizeConversations(facts: readonly ConversationFacts[]) {
  const handedOff = facts.filter(isHandedOff);
  return {
    handedOff: handedOff.length,
    resolvedByAi: facts.filter((item) => !isHandedOff(item) && item.hasAgentReply).length,
    byChannel: countBy(facts, (item) => item.source),
    byMode: countBy(facts, (item) => item.mode),
    firstHumanReplyMs: handedOff
      .filter((item) => item.firstHumanReplyAt !== null)
      .map((item) => item.firstHumanReplyAt!.getTime() - (item.escalatedAt ?? item.createdAt).getTime())
      .filter((ms) => ms >= 0),
  };
}
