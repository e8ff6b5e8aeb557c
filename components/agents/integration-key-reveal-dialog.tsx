"use client";

import { TriangleAlert } from "lucide-react";

import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Field } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import type { AgentKeyIssued } from "@/lib/schemas/console/keys";

type Props = {
  /** The key just created or rotated; the dialog is open while it reveals a secret. */
  issued: AgentKeyIssued | undefined;
  /** "created" or "rotated": what just happened to the key. */
  event: "created" | "rotated";
  /** Forget the answer: once closed, the secret is nowhere in the page. */
  onClose: () => void;
};

/** An integration key's secret, shown this once, with a copy button and a ready call of the API with it. */
export function IntegrationKeyRevealDialog({ issued, event, onClose }: Props) {
  const reveal = issued?.reveal;
  return (
    <Dialog open={Boolean(reveal)} onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      {issued && reveal ? (
        <DialogContent className="sm:max-w-2xl">
          <DialogHeader>
            <DialogTitle>{event === "created" ? `Copy the secret of ${issued.name}` : `Copy the new secret of ${issued.name}`}</DialogTitle>
            <DialogDescription>
              Give it to the system that calls the AI Agent API as this agent, and keep it on the server: it grants full access to the agent.
              {event === "rotated" ? " The previous secret no longer works." : null}
            </DialogDescription>
          </DialogHeader>
          <Alert variant="warning">
            <TriangleAlert aria-hidden="true" />
            <AlertTitle>Copy it now: you will not see it again</AlertTitle>
            <AlertDescription>The console does not keep this secret. If it is lost, rotate the key to get a new one.</AlertDescription>
          </Alert>
          <div className="flex items-end gap-2">
            <Field label="Secret" className="min-w-0 flex-1">
              <Input readOnly value={reveal.secret} className="font-mono text-xs" onFocus={(event) => event.currentTarget.select()} />
            </Field>
            <CopyButton text={reveal.secret} label="Copy secret" what="The secret" />
          </div>
          <div className="space-y-2">
            <div className="flex items-end gap-2">
              <Field label="Try it: the agent's latest conversations" className="min-w-0 flex-1">
                <Textarea
                  readOnly
                  rows={3}
                  value={reveal.curlExample}
                  className="resize-none font-mono text-xs"
                  onFocus={(event) => event.currentTarget.select()}
                />
              </Field>
              <CopyButton text={reveal.curlExample} label="Copy command" what="The command" />
            </div>
            <p className="text-xs text-muted-foreground">
              The API is at <code className="font-mono">{reveal.baseUrl}</code>; the key goes in the Agent-Secret-Key header.
            </p>
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button">I have copied it</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
