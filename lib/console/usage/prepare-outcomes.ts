import { summarizeDurations, type DurationSummary } from "./prepare-percentiles";

/** What an agent's conversations came to, as the statistics report them. */
export type OutcomeFigures = {
  outcomes: { conversations: number; handedOff: number; resolvedByAi: number; feedbackUp: number; feedbackDown: number };
  byChannel: readonly { key: string; conversations: number }[];
  byMode: readonly { key: string; conversations: number }[];
  responseTimesMs: readonly number[];
  firstHumanReplyMs: readonly number[];
};

export type Share = { key: string; label: string; conversations: number; share: number };

export type PreparedOutcomes = {
  conversations: number;
  /** Shares 0–1; null when there is nothing to divide by. */
  handOffRate: number | null;
  aiResolvedRate: number | null;
  feedback: { up: number; down: number; positiveRate: number | null; negativeRate: number | null };
  responseTime: DurationSummary | null;
  firstHumanReply: DurationSummary | null;
  byChannel: Share[];
  byMode: Share[];
};

export const channelLabels: Record<string, string> = {
  live_chat: "Live chat",
  email: "Email",
  sms: "SMS",
  voice: "Voice",
  api: "API",
  copilot: "Copilot",
  ms_teams: "Microsoft Teams",
};
export const modeLabels: Record<string, string> = { ai: "Agent", manual: "Person" };

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);

function shares(counts: OutcomeFigures["byChannel"], labels: Record<string, string>): Share[] {
  const total = counts.reduce((sum, item) => sum + item.conversations, 0);
  return counts.map((item) => ({
    key: item.key,
    label: labels[item.key] ?? item.key,
    conversations: item.conversations,
    share: ratio(item.conversations, total) ?? 0,
  }));
}

/** Rates, percentiles and breakdowns of an agent's conversations in a period. */
export function prepareOutcomes(figures: OutcomeFigures): PreparedOutcomes {
  const { outcomes } = figures;
  const votes = outcomes.feedbackUp + outcomes.feedbackDown;
  return {
    conversations: outcomes.conversations,
    handOffRate: ratio(outcomes.handedOff, outcomes.conversations),
    aiResolvedRate: ratio(outcomes.resolvedByAi, outcomes.conversations),
    feedback: {
      up: outcomes.feedbackUp,
      down: outcomes.feedbackDown,
      positiveRate: ratio(outcomes.feedbackUp, votes),
      negativeRate: ratio(outcomes.feedbackDown, votes),
    },
    responseTime: summarizeDurations(figures.responseTimesMs),
    firstHumanReply: summarizeDurations(figures.firstHumanReplyMs),
    byChannel: shares(figures.byChannel, channelLabels),
    byMode: shares(figures.byMode, modeLabels),
  };
}

const percentFormat = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 1 });
export const formatShare = (share: number | null) => (share === null ? "—" : percentFormat.format(share));
