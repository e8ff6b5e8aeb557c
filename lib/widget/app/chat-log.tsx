/** @jsxImportSource preact */
import type { ComponentChildren } from "preact";
import { useEffect, useRef } from "preact/hooks";

import type { WidgetMessage } from "@/lib/schemas/widget";

import { Icon } from "./icons";
import type { TimelineItem } from "./timeline";

type Vote = NonNullable<WidgetMessage["vote"]>;
type Props = { items: TimelineItem[]; typingName: string | undefined; onVote: (messageId: string, vote: Vote) => void };

function FileNames({ names }: { names: string[] }) {
  if (names.length === 0) return null;
  return (
    <ul class="sb-message-files" aria-label="Attachments">
      {names.map((name, index) => (
        <li key={`${index}:${name}`}>
          <Icon name="file" size={14} />
          <span>{name}</span>
        </li>
      ))}
    </ul>
  );
}

function VoteButtons({ message, onVote }: { message: WidgetMessage; onVote: Props["onVote"] }) {
  const choices = [
    { vote: "up", label: "Helpful" },
    { vote: "down", label: "Not helpful" },
  ] as const;
  return (
    <div class="sb-votes">
      {choices.map(({ vote, label }) => (
        <button key={vote} type="button" class="sb-vote" aria-label={label} aria-pressed={message.vote === vote} onClick={() => onVote(message.id, vote)}>
          <Icon name={vote} size={16} />
        </button>
      ))}
    </div>
  );
}

type BubbleProps = { sender: string; isVisitor: boolean; text: string; fileNames: string[]; isPending?: boolean; children?: ComponentChildren };

function Bubble({ sender, isVisitor, text, fileNames, isPending, children }: BubbleProps) {
  return (
    <div class={`sb-message ${isVisitor ? "sb-from-visitor" : "sb-from-team"}${isPending ? " sb-pending" : ""}`}>
      <span class="sb-sender">{sender}</span>
      <div class="sb-bubble">
        {text}
        {isPending ? <span class="sb-visually-hidden"> (sending)</span> : null}
      </div>
      <FileNames names={fileNames} />
      {children}
    </div>
  );
}

/** The conversation: new messages are announced as they arrive, and the newest is kept in view. */
export function ChatLog({ items, typingName, onVote }: Props) {
  const endRef = useRef<HTMLDivElement>(null);
  const lastKey = items.at(-1)?.key;
  useEffect(() => {
    endRef.current?.scrollIntoView({ block: "end" });
  }, [items.length, lastKey, typingName]);

  return (
    <div class="sb-scroll">
      <div role="log" aria-live="polite" aria-relevant="additions" aria-label="Conversation" class="sb-log">
        {items.map((item) => {
          if (item.kind === "hand-off") {
            return (
              <p key={item.key} class="sb-notice">
                <Icon name="person" size={14} />
                {item.text}
              </p>
            );
          }
          if (item.kind === "greeting") return <Bubble key={item.key} sender={item.sender} isVisitor={false} text={item.text} fileNames={[]} />;
          if (item.kind === "pending") return <Bubble key={item.key} sender="You" isVisitor text={item.text} fileNames={item.fileNames} isPending />;
          const { message } = item;
          return (
            <Bubble key={item.key} sender={item.sender} isVisitor={item.isVisitor} text={message.text} fileNames={message.files.map((file) => file.fileName)}>
              {message.sender === "agent" ? <VoteButtons message={message} onVote={onVote} /> : null}
            </Bubble>
          );
        })}
      </div>
      {typingName ? (
        <p role="status" class="sb-typing">
          <span class="sb-dots" aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          {typingName} is typing…
        </p>
      ) : null}
      <div ref={endRef} />
    </div>
  );
}
