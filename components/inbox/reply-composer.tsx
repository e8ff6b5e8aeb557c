"use client";

import { SendHorizontal } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";

import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { shortcutOf } from "@/lib/console/inbox/inbox-shortcuts";
import { insertSavedReply, matchSavedReplies, slashQueryAt } from "@/lib/console/inbox/saved-reply-insertion";
import { useSavedRepliesQuery } from "@/lib/queries/inbox/use-saved-replies-query";
import { inboxReplyBody, type InboxConversation, type SavedReply } from "@/lib/schemas/console/inbox";

import { SavedReplyPicker, savedReplyOptionId } from "./saved-reply-picker";

type Props = {
  organizationId: string;
  conversation: InboxConversation;
  onSend: (text: string) => void;
};

export const replyBoxId = "inbox-reply";

function placeholderFor(conversation: InboxConversation) {
  if (conversation.mode === "ai") return `Write to ${conversation.userName}. Sending takes the conversation over from the AI. Type / for a saved reply.`;
  return `Write to ${conversation.userName}. Type / for a saved reply.`;
}

/**
 * Where the operator writes: Enter sends, Shift+Enter starts a new line, `/` offers the saved replies. The
 * text leaves the box when sent; the reply itself shows in the thread at once.
 */
export function ReplyComposer({ organizationId, conversation, onSend }: Props) {
  const [text, setText] = useState("");
  const [caret, setCaret] = useState(0);
  const [activeIndex, setActiveIndex] = useState(0);
  const [dismissedAt, setDismissedAt] = useState<number | undefined>(undefined);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const box = useRef<HTMLTextAreaElement>(null);
  const listId = useId();
  const hintId = useId();
  const problemId = useId();
  const savedReplies = useSavedRepliesQuery(organizationId);

  const slash = slashQueryAt(text, caret);
  const isPicking = slash !== undefined && slash.start !== dismissedAt && savedReplies.isSuccess;
  const matches = isPicking ? matchSavedReplies(savedReplies.data ?? [], slash.query) : [];
  const active = Math.min(activeIndex, Math.max(0, matches.length - 1));

  useEffect(() => {
    function onKeyDown(event: globalThis.KeyboardEvent) {
      if (shortcutOf(event, event.target as HTMLElement | null) !== "reply") return;
      event.preventDefault();
      box.current?.focus();
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  function update(next: string, nextCaret: number) {
    setText(next);
    setCaret(nextCaret);
    setActiveIndex(0);
    if (problem) setProblem(undefined);
  }

  function pick(reply: SavedReply) {
    if (!slash) return;
    const inserted = insertSavedReply(text, slash, reply.body);
    update(inserted.text, inserted.caret);
    requestAnimationFrame(() => {
      box.current?.focus();
      box.current?.setSelectionRange(inserted.caret, inserted.caret);
    });
  }

  function send() {
    const parsed = inboxReplyBody.shape.message.safeParse(text);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? "Write a reply first.");
      return;
    }
    onSend(parsed.data);
    update("", 0);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (isPicking && matches.length > 0) {
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        event.preventDefault();
        setActiveIndex((active + (event.key === "ArrowDown" ? 1 : matches.length - 1)) % matches.length);
        return;
      }
      if (event.key === "Enter" || event.key === "Tab") {
        event.preventDefault();
        pick(matches[active]!);
        return;
      }
    }
    if (isPicking && event.key === "Escape") {
      event.preventDefault();
      setDismissedAt(slash.start);
      return;
    }
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  }

  const isClosed = conversation.phase === "closed";
  return (
    <form
      className="grid gap-1.5"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <Label htmlFor={replyBoxId}>Reply to {conversation.userName}</Label>
      <div className="relative flex items-end gap-2">
        {isPicking ? <SavedReplyPicker id={listId} replies={matches} activeIndex={active} query={slash.query} onPick={pick} /> : null}
        <Textarea
          ref={box}
          id={replyBoxId}
          value={text}
          rows={3}
          disabled={isClosed}
          placeholder={isClosed ? "This conversation is closed." : placeholderFor(conversation)}
          className="max-h-48 min-h-20 resize-none"
          aria-describedby={problem ? `${problemId} ${hintId}` : hintId}
          aria-invalid={problem ? true : undefined}
          aria-autocomplete="list"
          aria-controls={isPicking && matches.length > 0 ? listId : undefined}
          aria-activedescendant={isPicking && matches.length > 0 ? savedReplyOptionId(listId, active) : undefined}
          onChange={(event) => update(event.target.value, event.target.selectionStart)}
          onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
          onKeyDown={onKeyDown}
        />
        <Button type="submit" disabled={isClosed || text.trim().length === 0}>
          <SendHorizontal aria-hidden="true" />
          Send
        </Button>
      </div>
      {problem ? (
        <p id={problemId} role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}
      <p id={hintId} className="text-xs text-muted-foreground">
        Enter sends, Shift+Enter starts a new line{conversation.mode === "ai" && !isClosed ? "; your first reply takes over from the AI" : ""}.
      </p>
    </form>
  );
}
