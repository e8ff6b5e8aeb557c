"use client";

import { Bot } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";

import { BulkFailuresAlert, type BulkFailure } from "@/components/ui/bulk-failures-alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { useAgentsQuery } from "@/lib/queries/agents/use-agents-query";
import { useChangeOperatorAgentsMutation } from "@/lib/queries/operator-agents/use-change-operator-agents-mutation";
import type { OrganizationOperator } from "@/lib/schemas/console/operator-agents";
import { countOf } from "@/lib/utils/plural";
import { settleInTurn } from "@/lib/utils/settle-in-turn";

import { agentLabel, withChoice } from "./operator-agent-choice";
import { bulkAgentsOutcome, bulkAgentsPlan, bulkAgentsQuestion, leftOutReasons, type AgentAccess, type BulkUser } from "./operator-agents-bulk";
import { AgentChoice } from "./operator-agents-form";

/** What one run of the bulk change did: said after it, and the refusals named until the next run. */
export type AssignAgentsResult = { message?: string; failures: BulkFailure[] };

type Props = {
  organization: { id: string; name: string };
  /** The selected users, admins and viewers included: the dialog says why they are left out. */
  users: BulkUser[];
  /** The organization's operators with the agents they watch; undefined until read. */
  operators: readonly OrganizationOperator[] | undefined;
  /** Called after each run, before the dialog closes. */
  onResult: (result: AssignAgentsResult) => void;
  /** Once every change went through: clears the selection and takes the focus to where the result is said. */
  onDone: () => void;
};

const accessLabels: Record<AgentAccess, { option: string; hint: string }> = {
  give: { option: "Give access", hint: "They see these agents' conversations in their inbox; their other agents stay." },
  remove: { option: "Remove access", hint: "They no longer see these agents' conversations; their other agents stay." },
};

export const failuresTitle = (count: number) => `The access of ${countOf(count, "operator")} could not be changed`;

/**
 * The selected operators' bulk action: one dialog where the admin ticks agents and says whether to give or
 * take them, then one confirmation naming each operator it changes. Each operator is changed in turn through
 * the same request as their own "Choose agents"; a refusal is named and the choice stays, to try again.
 */
export function AssignAgentsAction({ organization, users, operators, onResult, onDone }: Props) {
  const [isOpen, setIsOpen] = useState(false);
  const [step, setStep] = useState<"choose" | "confirm">("choose");
  const [access, setAccess] = useState<AgentAccess>("give");
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [isChoiceMissing, setIsChoiceMissing] = useState(false);
  const [progress, setProgress] = useState<string>();
  const [failures, setFailures] = useState<BulkFailure[]>([]);
  const isDoneRef = useRef(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const noteId = useId();
  const agents = useAgentsQuery(organization.id);
  const { mutateAsync: changeAgents } = useChangeOperatorAgentsMutation(organization.id, { announceEach: false });

  const isRunning = progress !== undefined;
  const operatorCount = users.filter((user) => user.role === "operator").length;
  const agentIds = (agents.data ?? []).filter((agent) => chosen.has(agent.id)).map((agent) => agent.id);
  const names = new Map((agents.data ?? []).map((agent) => [agent.id, agentLabel(agent)]));
  const agentNames = agentIds.map((id) => names.get(id) ?? `Agent ${id}`);
  const plan = bulkAgentsPlan(users, operators ?? [], access, agentIds);
  const leftOut = leftOutReasons(plan, access, agentIds.length);
  const stepCount = countOf(plan.steps.length, "operator");

  function goTo(next: "choose" | "confirm") {
    setStep(next);
    requestAnimationFrame(() => titleRef.current?.focus());
  }

  function handleChoose(event: FormEvent) {
    event.preventDefault();
    if (agentIds.length === 0) return setIsChoiceMissing(true);
    goTo("confirm");
  }

  async function handleConfirm() {
    const steps = plan.steps;
    setFailures([]);
    setProgress(`Changing ${countOf(steps.length, "operator")}…`);
    const { done, failed } = await settleInTurn(steps, async (step) => {
      setProgress(`Changing ${step.user.name}, ${steps.indexOf(step) + 1} of ${steps.length}…`);
      await changeAgents({ operator: { id: step.user.id, name: step.user.name }, change: step.change, agentName: (id) => names.get(id) });
    });
    setProgress(undefined);
    const refused = failed.map(({ item, reason }) => ({ key: item.user.id, name: item.user.name, reason }));
    const message =
      done.length > 0
        ? bulkAgentsOutcome(
            access,
            done.map((doneStep) => doneStep.user.name),
            agentNames,
          )
        : undefined;
    onResult({ message, failures: refused });
    if (refused.length > 0) return setFailures(refused);
    isDoneRef.current = true;
    setIsOpen(false);
  }

  function handleOpenChange(open: boolean) {
    if (isRunning) return;
    setIsOpen(open);
    if (open) {
      setStep("choose");
      setFailures([]);
    }
  }

  return (
    <>
      <Dialog open={isOpen} onOpenChange={handleOpenChange}>
        <DialogTrigger asChild>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={operatorCount === 0 || !operators}
            aria-describedby={operatorCount === 0 ? noteId : undefined}
          >
            <Bot aria-hidden="true" />
            Assign agents…
          </Button>
        </DialogTrigger>
        <DialogContent
          onCloseAutoFocus={(event) => {
            if (!isDoneRef.current) return;
            isDoneRef.current = false;
            event.preventDefault();
            setChosen(new Set());
            setAccess("give");
            onDone();
          }}
        >
          {step === "choose" ? (
            <form className="grid gap-4" onSubmit={handleChoose} noValidate>
              <DialogHeader>
                <DialogTitle ref={titleRef} tabIndex={-1} className="outline-none">
                  Assign agents to {countOf(operatorCount, "selected operator")}
                </DialogTitle>
                <DialogDescription>Operators see the conversations of their agents of {organization.name} in their inbox.</DialogDescription>
              </DialogHeader>
              <fieldset className="grid gap-2">
                <legend className="mb-1 text-sm font-medium">Access</legend>
                {(["give", "remove"] as const).map((option) => (
                  <label key={option} className="flex cursor-pointer items-start gap-3 text-sm">
                    <input
                      type="radio"
                      name="access"
                      value={option}
                      checked={access === option}
                      onChange={() => setAccess(option)}
                      className="mt-0.5 size-4 accent-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none"
                    />
                    <span className="grid gap-0.5">
                      <span className="font-medium">{accessLabels[option].option}</span>
                      <span className="text-muted-foreground">{accessLabels[option].hint}</span>
                    </span>
                  </label>
                ))}
              </fieldset>
              <div className="grid gap-2">
                <AgentChoice
                  organization={organization}
                  chosen={chosen}
                  isDisabled={false}
                  onToggle={(agentId, isChosen) => {
                    setIsChoiceMissing(false);
                    setChosen((current) => withChoice(current, agentId, isChosen));
                  }}
                />
                <p role="alert" className="text-sm text-destructive empty:hidden">
                  {isChoiceMissing ? "Choose at least one agent." : null}
                </p>
              </div>
              <DialogFooter>
                <Button type="button" variant="outline" onClick={() => setIsOpen(false)}>
                  Cancel
                </Button>
                <Button type="submit" disabled={!agents.isSuccess || agents.data.length === 0}>
                  Review
                </Button>
              </DialogFooter>
            </form>
          ) : (
            <div className="grid gap-4" aria-busy={isRunning}>
              <DialogHeader>
                <DialogTitle ref={titleRef} tabIndex={-1} className="outline-none">
                  {plan.steps.length > 0 ? bulkAgentsQuestion(access, plan.steps.length, agentNames) : "Nothing to change"}
                </DialogTitle>
                <DialogDescription>{plan.steps.length > 0 ? accessLabels[access].hint : "None of the selected users would change."}</DialogDescription>
              </DialogHeader>
              {failures.length > 0 ? (
                <BulkFailuresAlert title={failuresTitle(failures.length)} failures={failures}>
                  <p>The others were changed. Your choice is kept: try again, or go back and change it.</p>
                </BulkFailuresAlert>
              ) : null}
              <div className="grid gap-2 text-sm">
                {plan.steps.length > 0 ? (
                  <ul className="list-disc pl-5" aria-label={access === "give" ? "Operators to give access" : "Operators to remove access from"}>
                    {plan.steps.map(({ user }) => (
                      <li key={user.id}>
                        {user.name} ({user.email})
                      </li>
                    ))}
                  </ul>
                ) : null}
                {leftOut.map((reason) => (
                  <p key={reason} className="text-muted-foreground">
                    {reason}
                  </p>
                ))}
              </div>
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {progress}
              </p>
              <DialogFooter>
                <Button type="button" variant="outline" disabled={isRunning} onClick={() => goTo("choose")}>
                  Back
                </Button>
                <Button type="button" disabled={isRunning || plan.steps.length === 0} onClick={() => void handleConfirm()}>
                  {isRunning ? <Spinner label="Changing the selected operators' access" /> : null}
                  {failures.length > 0 ? `Try again for ${stepCount}` : access === "give" ? `Give ${stepCount} access` : `Remove access of ${stepCount}`}
                </Button>
              </DialogFooter>
            </div>
          )}
        </DialogContent>
      </Dialog>
      {operatorCount === 0 ? (
        <span id={noteId} className="text-sm text-muted-foreground">
          Admins see every agent; only operators are given agents.
        </span>
      ) : null}
    </>
  );
}
