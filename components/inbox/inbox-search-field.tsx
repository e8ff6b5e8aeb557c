"use client";

import { Search, X } from "lucide-react";
import { useState, type RefObject } from "react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { searchTextOf } from "@/lib/console/inbox/inbox-search";
import { searchTextMaxLength } from "@/lib/console/inbox/text-search";
import { countOf } from "@/lib/utils/plural";

type Props = {
  /** The text searched for, as the URL says. */
  text: string | undefined;
  /** How many conversations of the current view match, once the list is read. */
  matchCount: number | undefined;
  viewLabel: string;
  onChange: (text: string | undefined) => void;
  inputRef: RefObject<HTMLInputElement | null>;
};

/**
 * Narrows the list to conversations whose contact's name, email or last message holds every word typed; `/`
 * comes here from anywhere in the inbox, and Escape clears it. What is typed is kept as typed (spaces and all)
 * while the URL keeps it trimmed; a search the URL changes by itself (Back, a link) replaces what is typed.
 */
export function InboxSearchField({ text, matchCount, viewLabel, onChange, inputRef }: Props) {
  const [typed, setTyped] = useState(text ?? "");
  const [seenText, setSeenText] = useState(text);
  if (seenText !== text) {
    setSeenText(text);
    if (searchTextOf(typed) !== text) setTyped(text ?? "");
  }

  const change = (value: string) => {
    setTyped(value);
    onChange(searchTextOf(value));
  };
  const clear = () => {
    change("");
    inputRef.current?.focus();
  };

  return (
    <div role="search" aria-label="Search conversations" className="grid gap-1.5">
      <Label htmlFor="inbox-search">Search</Label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          ref={inputRef}
          id="inbox-search"
          type="search"
          value={typed}
          maxLength={searchTextMaxLength}
          placeholder="Name, email or message"
          autoComplete="off"
          spellCheck={false}
          aria-keyshortcuts="/"
          aria-describedby={text ? "inbox-search-result" : undefined}
          className="pr-9 pl-8 [&::-webkit-search-cancel-button]:appearance-none"
          onChange={(event) => change(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== "Escape") return;
            event.preventDefault();
            if (typed) change("");
            else event.currentTarget.blur();
          }}
        />
        {typed ? (
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="absolute top-1/2 right-0.5 size-8 -translate-y-1/2"
            aria-label="Clear search"
            onClick={clear}
          >
            <X aria-hidden="true" />
          </Button>
        ) : null}
      </div>
      <p id="inbox-search-result" role="status" className="text-xs text-muted-foreground empty:hidden">
        {text && matchCount !== undefined ? `${countOf(matchCount, "conversation")} in ${viewLabel} ${matchCount === 1 ? "matches" : "match"}` : ""}
      </p>
    </div>
  );
}
