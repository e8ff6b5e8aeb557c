"use client";

import { TriangleAlert } from "lucide-react";

import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Field } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import type { RegisteredWebhookView } from "@/lib/schemas/console/webhooks";

import { triggerLabel } from "./trigger-labels";

type Props = {
  /** The webhooks just registered; the dialog is open while one of them reveals its signing secret. */
  registered: RegisteredWebhookView[] | undefined;
  /** Forget the answer: once closed, the secrets are nowhere in the page. */
  onClose: () => void;
};

/** The signing secrets of webhooks just registered to a URL of the admin's own, shown this once, one per event. */
export function WebhookSecretRevealDialog({ registered, onClose }: Props) {
  const revealed = (registered ?? []).filter((webhook): webhook is RegisteredWebhookView & { signingSecret: string } => Boolean(webhook.signingSecret));
  const [first] = revealed;
  const isSeveral = revealed.length > 1;
  return (
    <Dialog open={revealed.length > 0} onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      {first ? (
        <DialogContent className="sm:max-w-2xl">
          <DialogHeader>
            <DialogTitle>{isSeveral ? `Copy the signing secrets of ${first.title}` : `Copy the signing secret of ${first.title}`}</DialogTitle>
            <DialogDescription>
              Give {isSeveral ? "them" : "it"} to the receiver at <code className="font-mono break-all">{first.url}</code>: it checks each delivery&apos;s
              webhook-signature header with {isSeveral ? "the secret of the delivery's event (its type field)" : "it"}, the Standard Webhooks way, to tell
              genuine deliveries from forged ones.
            </DialogDescription>
          </DialogHeader>
          <Alert variant="warning">
            <TriangleAlert aria-hidden="true" />
            <AlertTitle>
              Copy {isSeveral ? "them" : "it"} now: the console will not show {isSeveral ? "them" : "it"} again
            </AlertTitle>
            <AlertDescription>If a secret is lost, register the webhook again to get a new one.</AlertDescription>
          </Alert>
          <div className="space-y-3">
            {revealed.map((webhook) => {
              const event = triggerLabel(webhook.triggerCondition);
              return (
                <div key={webhook.id} className="flex items-end gap-2">
                  <Field label={`Signing secret: ${event}`} className="min-w-0 flex-1">
                    <Input readOnly value={webhook.signingSecret} className="font-mono text-xs" onFocus={(focus) => focus.currentTarget.select()} />
                  </Field>
                  <CopyButton text={webhook.signingSecret} label={isSeveral ? `Copy the ${event} secret` : "Copy secret"} what="The secret" />
                </div>
              );
            })}
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button">I have copied {isSeveral ? "them" : "it"}</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
