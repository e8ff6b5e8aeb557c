"use client";

import { Globe, Plus, Trash2 } from "lucide-react";
import { useId, useState, type KeyboardEvent } from "react";

import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/form";
import { Input } from "@/components/ui/input";

import { addOrigin } from "./website-origins";

type Props = {
  origins: string[];
  onChange: (origins: string[]) => void;
  /** The errors the server gave for listed origins, by their place in the list. */
  errorAt: (index: number) => string | undefined;
  /** An error about the list as a whole. */
  listError?: string;
};

/** The websites allowed to show the chat: a list to remove from, and a box that adds what is typed (at Enter too). */
export function WebsiteOriginsField({ origins, onChange, errorAt, listError }: Props) {
  const [draft, setDraft] = useState("");
  const [draftError, setDraftError] = useState<string>();

  function add() {
    const addition = addOrigin(origins, draft);
    if (!addition.isAdded) {
      setDraftError(addition.message);
      return;
    }
    onChange(addition.origins);
    setDraft("");
    setDraftError(undefined);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== "Enter") return;
    event.preventDefault();
    add();
  }

  return (
    <fieldset className="grid gap-3">
      <legend className="text-sm font-medium">Websites that may show the chat</legend>
      <p className="text-sm text-muted-foreground">
        A page elsewhere cannot embed the chat. List each origin your pages are served from: scheme, host and port, without a path.
      </p>
      {origins.length > 0 ? (
        <ul className="divide-y rounded-md border" aria-label="Allowed websites">
          {origins.map((origin, index) => (
            <WebsiteOriginRow key={origin} origin={origin} error={errorAt(index)} onRemove={() => onChange(origins.filter((listed) => listed !== origin))} />
          ))}
        </ul>
      ) : (
        <div className="flex items-start gap-3 rounded-md border border-dashed p-4 text-sm" role="note">
          <Globe className="mt-0.5 size-4 text-muted-foreground" aria-hidden="true" />
          <p>
            <span className="font-medium">No website can show the chat yet.</span>{" "}
            <span className="text-muted-foreground">Add your website&apos;s origin below. The console&apos;s preview always works.</span>
          </p>
        </div>
      )}
      {listError ? (
        <p role="alert" className="text-sm text-destructive">
          {listError}
        </p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <Field
          label="Website origin"
          description="For example https://shop.example.com or http://localhost:8080."
          error={draftError}
          className="min-w-0 flex-1"
        >
          <Input
            value={draft}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder="https://shop.example.com"
            onChange={(event) => {
              setDraft(event.target.value);
              setDraftError(undefined);
            }}
            onKeyDown={handleKeyDown}
          />
        </Field>
        <Button type="button" variant="outline" className="sm:mt-[1.375rem]" onClick={add}>
          <Plus aria-hidden="true" />
          Add website
        </Button>
      </div>
    </fieldset>
  );
}

function WebsiteOriginRow({ origin, error, onRemove }: { origin: string; error: string | undefined; onRemove: () => void }) {
  const errorId = useId();
  return (
    <li className="grid gap-1 px-3 py-2">
      <div className="flex items-center justify-between gap-2">
        <code className="min-w-0 break-all font-mono text-sm">{origin}</code>
        <Button type="button" variant="ghost" size="sm" aria-label={`Remove ${origin}`} aria-describedby={error ? errorId : undefined} onClick={onRemove}>
          <Trash2 aria-hidden="true" />
          Remove
        </Button>
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </li>
  );
}
