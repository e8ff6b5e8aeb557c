"use client";

import { useEffect, useRef, type ReactNode } from "react";

type Props = {
  /** What the log is, for screen readers: "Conversation with Ada". */
  label: string;
  /** Changes whenever the newest line does (its key, a pending text, who is typing), to keep it in view. */
  newest: unknown;
  children: ReactNode;
  className?: string;
  /** What follows the log inside the same scroll (a typing notice), kept in view with it. */
  after?: ReactNode;
};

/**
 * A conversation's lines as a live log: screen readers announce new lines as they arrive, and the newest line
 * is scrolled into view (only as far as needed) whenever it changes.
 */
export function MessageLog({ label, newest, children, className, after }: Props) {
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: "nearest" });
  }, [newest]);
  return (
    <>
      <div role="log" aria-live="polite" aria-relevant="additions" aria-label={label} className={className}>
        {children}
      </div>
      {after}
      <div ref={end} />
    </>
  );
}
