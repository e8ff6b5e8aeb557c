/** @jsxImportSource preact */
import type { RefObject } from "preact";
import { useEffect, useRef, useState } from "preact/hooks";

import type { PreChatFormMode, WidgetStartBody } from "@/lib/schemas/widget";

import type { WidgetApiError } from "./api-errors";
import { useFocusIfLost } from "./use-focus-if-lost";

type Props = {
  mode: Exclude<PreChatFormMode, "off">;
  greeting: string;
  onStart: (body: WidgetStartBody) => Promise<WidgetApiError | undefined>;
};

type FieldProps = {
  inputRef?: RefObject<HTMLInputElement>;
  name: "name" | "email";
  label: string;
  value: string;
  error: string | undefined;
  isRequired: boolean;
  onInput: (value: string) => void;
};

function Field({ inputRef, name, label, value, error, isRequired, onInput }: FieldProps) {
  const id = `sb-field-${name}`;
  return (
    <div class="sb-field">
      <label for={id}>
        {label}
        {isRequired ? null : <span class="sb-optional"> (optional)</span>}
      </label>
      <input
        ref={inputRef}
        data-autofocus={inputRef ? true : undefined}
        id={id}
        name={name}
        type={name === "email" ? "email" : "text"}
        autocomplete={name}
        value={value}
        required={isRequired}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onInput={(event) => onInput(event.currentTarget.value)}
      />
      {error ? (
        <p id={`${id}-error`} class="sb-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Who the visitor is, asked before the chat: both fields or either, as the agent's settings say. */
export function PreChatForm({ mode, greeting, onStart }: Props) {
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [error, setError] = useState<WidgetApiError>();
  const [isStarting, setStarting] = useState(false);
  const isRequired = mode === "required";
  const formRef = useRef<HTMLFormElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  useFocusIfLost(nameRef);
  useEffect(() => {
    if (error) formRef.current?.querySelector<HTMLElement>("[aria-invalid]")?.focus();
  }, [error]);

  async function onSubmit(event: Event) {
    event.preventDefault();
    setStarting(true);
    const failure = await onStart({ name: name.trim(), email: email.trim() });
    setStarting(false);
    setError(failure);
  }

  const fields = error?.fields ?? {};
  const formError = error && !fields.name && !fields.email ? error.message : undefined;
  return (
    <form ref={formRef} class="sb-form" noValidate onSubmit={onSubmit} aria-describedby={greeting.trim() ? "sb-form-greeting" : undefined}>
      {greeting.trim() ? (
        <p id="sb-form-greeting" class="sb-greeting">
          {greeting}
        </p>
      ) : null}
      <p class="sb-form-intro">{isRequired ? "Tell us who you are to start the chat." : "Tell us who you are, if you like, so we can follow up."}</p>
      <Field inputRef={nameRef} name="name" label="Name" value={name} error={fields.name} isRequired={isRequired} onInput={setName} />
      <Field name="email" label="Email" value={email} error={fields.email} isRequired={isRequired} onInput={setEmail} />
      {formError ? (
        <p role="alert" class="sb-error">
          {formError}
        </p>
      ) : null}
      <button type="submit" class="sb-primary" disabled={isStarting}>
        {isStarting ? "Starting…" : "Start chat"}
      </button>
    </form>
  );
}
