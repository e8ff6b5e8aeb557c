"use client";

import { Bot, Hand, UserRoundCheck, UserRoundCog } from "lucide-react";
import { useEffect, useRef, useState } from "react";

import { Button } from "@/components/ui/button";
import { ConfirmAction } from "@/components/ui/confirm-action";
import { Spinner } from "@/components/ui/spinner";
import { shortcutOf } from "@/lib/console/inbox/inbox-shortcuts";
import { useClaimConversationMutation } from "@/lib/queries/inbox/use-claim-conversation-mutation";
import { useCloseConversationMutation } from "@/lib/queries/inbox/use-close-conversation-mutation";
import { useConversationModeMutation } from "@/lib/queries/inbox/use-conversation-mode-mutation";
import { useTakeConversationMutation } from "@/lib/queries/inbox/use-take-conversation-mutation";
import type { InboxConversation } from "@/lib/schemas/console/inbox";

import { CloseConversationDialog } from "./close-conversation-dialog";

type Props = { organizationId: string; conversation: InboxConversation; operatorId: string | undefined; canTakeFromOthers: boolean };

/**
 * What an operator can do with the conversation: claim it, take over, hand back to the AI, close it (t and c
 * work too). One someone else handles is theirs alone: an admin may take it from them, explicitly.
 */
export function ConversationActions({ organizationId, conversation, operatorId, canTakeFromOthers }: Props) {
  const claim = useClaimConversationMutation(organizationId, conversation.id);
  const mode = useConversationModeMutation(organizationId, conversation.id);
  const close = useCloseConversationMutation(organizationId, conversation.id);
  const take = useTakeConversationMutation(organizationId, conversation.id);
  const [isClosing, setClosing] = useState(false);
  const isClosed = conversation.phase === "closed";
  const isMine = Boolean(operatorId) && conversation.operator?.id === operatorId;
  const holder = conversation.operator && !isMine ? conversation.operator : null;
  const isBusy = claim.isPending || mode.isPending || close.isPending || take.isPending;

  const keys = useRef({ canTakeOver: false, canClose: false, takeOver: () => {} });
  useEffect(() => {
    keys.current = {
      canTakeOver: !isClosed && !holder && conversation.mode === "ai" && !isBusy,
      canClose: !isClosed && !holder && !isBusy,
      takeOver: () => mode.mutate("manual"),
    };
  });
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const action = shortcutOf(event, event.target as HTMLElement | null);
      if (action === "take-over" && keys.current.canTakeOver) {
        event.preventDefault();
        keys.current.takeOver();
      } else if (action === "close" && keys.current.canClose) {
        event.preventDefault();
        setClosing(true);
      }
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  if (isClosed) return <p className="text-sm text-muted-foreground">Closed. A new message from the user opens it again.</p>;
  if (holder) {
    return (
      <div role="group" aria-label="Conversation actions" className="flex flex-wrap items-center gap-2">
        <p className="text-sm text-muted-foreground">{holder.name} is handling it: only they can reply, hand it back or close it.</p>
        {canTakeFromOthers ? (
          <ConfirmAction
            trigger={
              <>
                {take.isPending ? null : <UserRoundCog aria-hidden="true" />}
                Take over from {holder.name}
              </>
            }
            title={`Take ${conversation.userName}'s conversation from ${holder.name}?`}
            description={`You will handle it from now on: ${holder.name} can no longer reply, hand it back or close it, and is told at once. The audit log records that you took it.`}
            confirmLabel="Take over"
            destructive={false}
            isPending={take.isPending}
            onConfirm={() => take.mutate(holder)}
          />
        ) : null}
      </div>
    );
  }
  return (
    <div role="group" aria-label="Conversation actions" className="flex flex-wrap items-center gap-2">
      {!conversation.operator ? (
        <Button type="button" variant="outline" size="sm" disabled={isBusy} onClick={() => claim.mutate()}>
          {claim.isPending ? <Spinner label="Claiming" /> : <UserRoundCheck aria-hidden="true" />}
          Claim
        </Button>
      ) : null}
      {conversation.mode === "ai" ? (
        <Button type="button" size="sm" disabled={isBusy} onClick={() => mode.mutate("manual")} aria-keyshortcuts="t">
          {mode.isPending && mode.variables === "manual" ? <Spinner label="Taking over" /> : <Hand aria-hidden="true" />}
          Take over
        </Button>
      ) : (
        <Button type="button" variant="outline" size="sm" disabled={isBusy} onClick={() => mode.mutate("ai")}>
          {mode.isPending && mode.variables === "ai" ? <Spinner label="Handing back" /> : <Bot aria-hidden="true" />}
          Hand back to AI
        </Button>
      )}
      <CloseConversationDialog
        userName={conversation.userName}
        isOpen={isClosing}
        isPending={close.isPending}
        onOpenChange={setClosing}
        onConfirm={() => close.mutate()}
      />
    </div>
  );
}
