/** @jsxImportSource preact */
import type { RefObject } from "preact";
import type { Dispatch, StateUpdater } from "preact/hooks";
import { useEffect, useRef } from "preact/hooks";

import { messageMaxLength } from "@/lib/schemas/agent-api/message-length";
import { maxWidgetFiles, widgetUploadAccept } from "@/lib/widget/upload-types";

import { formatFileSize } from "./attachments";
import { Icon } from "./icons";
import type { Attachments, ChosenFile } from "./use-attachments";
import { useFocusIfLost } from "./use-focus-if-lost";

type Props = {
  text: string;
  onTextChange: Dispatch<StateUpdater<string>>;
  attachments: Attachments;
  isSending: boolean;
  error: string | undefined;
  textareaRef: RefObject<HTMLTextAreaElement>;
  /** Resolves true once the message is sent; the text stays in the box otherwise. */
  onSend: (text: string) => Promise<boolean>;
};

function fileStatus(file: ChosenFile): string {
  if (file.status === "uploading") return `Uploading ${Math.round(file.progress * 100)}%`;
  if (file.status === "uploaded") return "Uploaded";
  if (file.status === "failed") return file.error ?? "Not uploaded";
  return formatFileSize(file.file.size);
}

function ChosenFiles({ attachments, isSending }: { attachments: Attachments; isSending: boolean }) {
  if (attachments.files.length === 0) return null;
  return (
    <ul class="sb-chosen-files" aria-label="Files to send">
      {attachments.files.map((file) => (
        <li key={file.key} class={file.status === "failed" ? "sb-file-failed" : undefined}>
          <Icon name="file" size={16} />
          <span class="sb-file-name">{file.file.name}</span>
          <span class="sb-file-status" role={file.status === "failed" ? "alert" : undefined}>
            {fileStatus(file)}
          </span>
          <button
            type="button"
            class="sb-icon-button"
            aria-label={`Remove ${file.file.name}`}
            disabled={isSending}
            onClick={() => attachments.remove(file.key)}
          >
            <Icon name="close" size={16} />
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Where the visitor writes: Enter sends, Shift+Enter starts a new line; files go along with the message. */
export function Composer({ text, onTextChange: setText, attachments, isSending, error, textareaRef, onSend }: Props) {
  const fileInputRef = useRef<HTMLInputElement>(null);
  const isFull = attachments.files.length >= maxWidgetFiles;
  const wasSendingRef = useRef(isSending);
  useFocusIfLost(textareaRef);
  useEffect(() => {
    // A disabled box loses focus while the message is on its way; the visitor gets it back to write on.
    const active = document.activeElement;
    if (wasSendingRef.current && !isSending && (!active || active === document.body)) textareaRef.current?.focus();
    wasSendingRef.current = isSending;
  }, [isSending, textareaRef]);

  async function submit() {
    const message = text.trim();
    if (!message || isSending) return;
    setText("");
    const isSent = await onSend(message);
    if (!isSent) setText((typed) => typed || message);
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "Enter" && !event.shiftKey && !event.isComposing) {
      event.preventDefault();
      void submit();
    }
  }

  function onFilesChosen(event: Event) {
    const input = event.currentTarget as HTMLInputElement;
    attachments.add([...(input.files ?? [])]);
    input.value = "";
  }

  return (
    <form
      class="sb-composer"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {error ? (
        <p role="alert" class="sb-error">
          {error}
        </p>
      ) : null}
      <ChosenFiles attachments={attachments} isSending={isSending} />
      {attachments.rejections.length ? (
        <ul role="alert" class="sb-error sb-rejections">
          {attachments.rejections.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : null}
      <div class="sb-composer-row">
        <label for="sb-message" class="sb-visually-hidden">
          Message
        </label>
        <textarea
          id="sb-message"
          ref={textareaRef}
          data-autofocus
          rows={1}
          placeholder="Type a message…"
          value={text}
          disabled={isSending}
          maxLength={messageMaxLength}
          onInput={(event) => setText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
        />
        <input
          ref={fileInputRef}
          type="file"
          multiple
          accept={widgetUploadAccept}
          class="sb-visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          onChange={onFilesChosen}
        />
        <button
          type="button"
          class="sb-icon-button"
          aria-label={isFull ? `Attach files (at most ${maxWidgetFiles})` : "Attach files"}
          disabled={isSending || isFull}
          onClick={() => fileInputRef.current?.click()}
        >
          <Icon name="attach" />
        </button>
        <button type="submit" class="sb-send" aria-label={isSending ? "Sending" : "Send"} disabled={isSending || !text.trim()}>
          <Icon name="send" />
        </button>
      </div>
    </form>
  );
}
