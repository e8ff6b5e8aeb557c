import { useId } from "react";

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatShare, prepareOutcomes, type PreparedOutcomes } from "@/lib/console/usage/prepare-outcomes";
import { formatDuration, type DurationSummary } from "@/lib/console/usage/prepare-percentiles";
import type { AgentUsage } from "@/lib/schemas/console/usage";
import { countOf } from "@/lib/utils/plural";

function Figure({ label, value, detail }: { label: string; value: string; detail: string }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={`${id}-label`} className="rounded-lg border p-4">
      <p id={`${id}-label`} className="text-sm font-medium text-muted-foreground">
        {label}
      </p>
      <p className="mt-1 text-xl font-semibold tabular-nums">{value}</p>
      <p className="text-xs text-muted-foreground">{detail}</p>
    </div>
  );
}

const durations = (summary: DurationSummary | null, what: { one: string; other: string }) =>
  summary
    ? {
        value: `${formatDuration(summary.p50)} / ${formatDuration(summary.p95)}`,
        detail: `Median / 95th percentile of ${countOf(summary.count, what.one, what.other)}`,
      }
    : { value: "—", detail: `No ${what.other} in this period` };

function figuresOf(prepared: PreparedOutcomes) {
  const replies = durations(prepared.responseTime, { one: "agent reply", other: "agent replies" });
  const human = durations(prepared.firstHumanReply, { one: "first answer by a person", other: "first answers by a person" });
  const votes = prepared.feedback.up + prepared.feedback.down;
  return [
    {
      label: "Handed to a person",
      value: formatShare(prepared.handOffRate),
      detail: `Of ${countOf(prepared.conversations, "conversation")} started, the share that needed a person`,
    },
    { label: "Handled by the agent alone", value: formatShare(prepared.aiResolvedRate), detail: "Answered by the agent with no person involved" },
    {
      label: "Positive feedback",
      value: formatShare(prepared.feedback.positiveRate),
      detail: votes ? `${prepared.feedback.up} of ${countOf(votes, "vote")}` : "No feedback in this period",
    },
    {
      label: "Negative feedback",
      value: formatShare(prepared.feedback.negativeRate),
      detail: votes ? `${prepared.feedback.down} of ${countOf(votes, "vote")}` : "No feedback in this period",
    },
    { label: "Agent reply time", ...replies },
    { label: "Time to a person's first answer", ...human },
  ];
}

/** What the agent's conversations came to: hand-offs, answers alone, feedback, and how fast replies came. */
export function AgentOutcomes({ outcomes }: { outcomes: AgentUsage["outcomes"] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Outcomes</h2>
        </CardTitle>
        <CardDescription>
          {outcomes
            ? "Of the conversations started in this period, and the replies written in it."
            : "The AI Agent API does not report outcomes for this agent."}
        </CardDescription>
      </CardHeader>
      {outcomes ? (
        <CardContent className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {figuresOf(prepareOutcomes(outcomes)).map((figure) => (
            <Figure key={figure.label} {...figure} />
          ))}
        </CardContent>
      ) : null}
    </Card>
  );
}
