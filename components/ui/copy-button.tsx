"use client";

import { Check, Copy } from "lucide-react";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";

type Props = {
  /** The text put on the clipboard. */
  text: string;
  /** The button's words, e.g. "Copy key"; it says "Copied" once done. */
  label: string;
  /** What the toast calls the copied text, e.g. "The key". */
  what: string;
};

/** Puts text on the clipboard, says so, and says what to do when the browser refuses. */
export function CopyButton({ text, label, what }: Props) {
  const [isCopied, setIsCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setIsCopied(true);
      toast.success(`${what} is copied.`);
    } catch {
      toast.error(`${what} could not be copied. Select it and copy it by hand.`);
    }
  }

  return (
    <Button type="button" variant="outline" onClick={copy}>
      {isCopied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      {isCopied ? "Copied" : label}
    </Button>
  );
}
