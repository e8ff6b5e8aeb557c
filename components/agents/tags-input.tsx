"use client";

import { X } from "lucide-react";
import { useState, type KeyboardEvent, type Ref } from "react";

import { Badge } from "@/components/ui/badge";
import { Input } from "@/components/ui/input";

import { addTags, removeTag } from "./tags";

type Props = {
  value: string[];
  onChange: (tags: string[]) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  /** Passed by `FormControl`: the label, description and error of the box. */
  id?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean;
};

/** Tags as removable chips, with a box that adds what is typed at Enter, a comma, or on leaving it. */
export function TagsInput({ value, onChange, onBlur, inputRef, ...control }: Props) {
  const [draft, setDraft] = useState("");

  function commit() {
    if (draft.trim()) onChange(addTags(value, draft));
    setDraft("");
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter" || event.key === ",") {
      event.preventDefault();
      commit();
    }
  }

  return (
    <div className="flex flex-col gap-2">
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Chosen tags">
          {value.map((tag) => (
            <li key={tag}>
              <Badge variant="secondary" className="gap-1 pr-1">
                {tag}
                <button
                  type="button"
                  className="rounded-sm p-0.5 hover:bg-background/60 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  aria-label={`Remove tag ${tag}`}
                  onClick={() => onChange(removeTag(value, tag))}
                >
                  <X aria-hidden="true" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <Input
        {...control}
        ref={inputRef}
        value={draft}
        autoComplete="off"
        placeholder="support, orders"
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={handleKeyDown}
        onBlur={() => {
          commit();
          onBlur?.();
        }}
      />
    </div>
  );
}
