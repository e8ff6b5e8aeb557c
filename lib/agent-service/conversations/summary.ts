import type { LiveChatAvailability } from "@/lib/live-chat/availability";
import { countOf } from "@/lib/utils/plural";

import type { HistoryTurn } from "../responder/types";

/**
 * The conversation's summary, as the service writes it for the people who take a conversation over:
 * an overview of what the user asked and what the agent answered, then one line per change of hands
 * (handed to a person, nobody there to hand to, taken over, handed back), oldest first.
 */

/** Turns quoted per side; earlier ones are counted, not quoted. */
const quotedTurns = 4;
const quoteLength = 160;
const maxSummaryLength = 4_000;

const overviewPrefixes = ["Asked: ", "Answered: "] as const;

/** `2026-11-26 12:30 UTC`: the summary is read in many time zones, so it names its own. */
export function summaryTime(at: Date): string {
  return `${at.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

function quote(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  return `"${line.length > quoteLength ? `${line.slice(0, quoteLength - 1).trimEnd()}…` : line}"`;
}

function quoteList(texts: readonly string[], none: string): string {
  if (texts.length === 0) return none;
  const shown = texts.slice(-quotedTurns).map(quote).join(" · ");
  const earlier = texts.length - quotedTurns;
  return earlier > 0 ? `${earlier} earlier, then ${shown}` : shown;
}

/** What the user asked and what the agent answered, from the turns so far (the newest question last). */
export function conversationOverview(turns: readonly HistoryTurn[]): string {
  const of = (role: HistoryTurn["role"]) => turns.filter((turn) => turn.role === role).map((turn) => turn.text);
  return [`Asked: ${quoteList(of("user"), "nothing yet.")}`, `Answered: ${quoteList(of("assistant"), "nothing yet.")}`].join("\n");
}

/** The lines of a summary that record changes of hands, without its overview. */
function eventLines(summary: string | null | undefined): string[] {
  return (summary ?? "").split("\n").filter((line) => line.trim() && !overviewPrefixes.some((prefix) => line.startsWith(prefix)));
}

function bounded(summary: string): string {
  if (summary.length <= maxSummaryLength) return summary;
  const lines = summary.split("\n");
  // Keep the overview and the newest events.
  while (lines.length > 3 && lines.join("\n").length > maxSummaryLength) lines.splice(2, 1);
  return lines.join("\n").slice(0, maxSummaryLength);
}

/** Adds one line about a change of hands to a summary (the first line when there is none). */
export function withSummaryNote(summary: string | null | undefined, note: string): string {
  return bounded([summary?.trim(), note].filter(Boolean).join("\n"));
}

export type HandOffOutcome =
  | { isHandedOver: true; reason: string }
  | { isHandedOver: false; reason: string; availability: Extract<LiveChatAvailability, { state: "away" }>; toldUser: string };

const awayReasons: Record<Extract<LiveChatAvailability, { state: "away" }>["reason"], string> = {
  "outside-hours": "outside business hours",
  "unavailable-date": "a day nobody is available",
};

/** The line recording a hand-off, or that there was nobody to hand to. */
export function handOffNote(outcome: HandOffOutcome, at: Date): string {
  if (outcome.isHandedOver) return `Handed to a person (${summaryTime(at)}): ${outcome.reason}`;
  return `Nobody to hand to (${summaryTime(at)}, ${awayReasons[outcome.availability.reason]}): ${outcome.reason} The user was told: ${quote(outcome.toldUser)}`;
}

/**
 * The summary written when the agent hands a conversation to a person (or finds nobody there): the
 * overview of the conversation as it stands, the earlier changes of hands, and why it happened now.
 */
export function handOffSummary(previous: string | null | undefined, turns: readonly HistoryTurn[], outcome: HandOffOutcome, at: Date): string {
  return bounded([conversationOverview(turns), ...eventLines(previous), handOffNote(outcome, at)].join("\n"));
}

/** The line recording that a person took the conversation over. */
export const takeOverNote = (at: Date) => `Taken over by a person (${summaryTime(at)}).`;

/** The line recording that a person handed the conversation back to the agent, with how much people wrote in it. */
export function handBackNote(at: Date, personReplies: number): string {
  const wrote = personReplies === 0 ? "no reply from a person so far" : `${countOf(personReplies, "reply", "replies")} from a person so far`;
  return `Handed back to the agent (${summaryTime(at)}), ${wrote}.`;
}

/**
 * The summary after a change of mode: taking over notes it (first writing the overview when the agent
 * never handed the conversation over itself), handing back notes it with how much people wrote.
 */
export function modeChangeSummary(
  previous: string | null | undefined,
  change: { mode: "ai" | "manual"; turns: readonly HistoryTurn[]; personReplies: number },
  at: Date,
): string {
  if (change.mode === "ai") return withSummaryNote(previous, handBackNote(at, change.personReplies));
  return withSummaryNote(previous?.trim() ? previous : conversationOverview(change.turns), takeOverNote(at));
}
