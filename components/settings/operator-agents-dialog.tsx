"use client";

import { useState } from "react";

import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { useChangeOperatorAgentsMutation } from "@/lib/queries/operator-agents/use-change-operator-agents-mutation";

import { OperatorAgentsForm } from "./operator-agents-form";

type Props = {
  organization: { id: string; name: string };
  operator: { id: string; name: string; agentIds: readonly string[]; isMember: boolean };
};

/**
 * Chooses, several at once, the agents of the current organization an operator watches. While saving it
 * stays open; a refused save leaves the choice as it was made, to try again.
 */
export function OperatorAgentsDialog({ organization, operator }: Props) {
  const [isOpen, setIsOpen] = useState(false);
  const change = useChangeOperatorAgentsMutation(organization.id);
  return (
    <Dialog open={isOpen} onOpenChange={(open) => (open || !change.isPending) && setIsOpen(open)}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          Choose agents<span className="sr-only"> for {operator.name}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Agents {operator.name} watches</DialogTitle>
          <DialogDescription>
            They see the conversations of these agents of {organization.name} in their inbox.
            {operator.isMember ? null : ` Giving them an agent also adds them to ${organization.name}.`}
          </DialogDescription>
        </DialogHeader>
        <OperatorAgentsForm
          organization={organization}
          initialAgentIds={operator.agentIds}
          isSaving={change.isPending}
          onSave={(diff, agentName) => change.mutate({ operator, change: diff, agentName }, { onSuccess: () => setIsOpen(false) })}
          onDone={() => setIsOpen(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
