"use client";

import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";

import { leavingDestination, traversalDelta, unsavedChangesDescription } from "./leave-intercept";
import { handlePopStateFirst } from "./popstate-first";
import { UnsavedChangesContext, type UnsavedChanges } from "./use-unsaved-changes-guard";

/** Loaded once a form has unsaved changes, before anyone can be asked about them: not with every page. */
const LeaveWithoutSavingDialog = dynamic(() => import("./leave-without-saving-dialog").then((module) => module.LeaveWithoutSavingDialog), {
  ssr: false,
});

type Hold = { id: symbol; subject: string };
type PendingLeave = { subjects: readonly string[]; leave: () => void };

/** The Navigation API's part the guard reads, where the browser has it: the index of each history entry. */
type HistoryEntries = EventTarget & { currentEntry: { index: number } | null };
type EntryChange = Event & { from?: { index: number } };
const addressOf = (location: Location) => `${location.pathname}${location.search}`;
const historyEntries = () => (window as Window & { navigation?: HistoryEntries }).navigation;

/**
 * Holds the forms with unsaved changes and asks before the page leaves them. The router has no events, so a
 * click on a link is caught before it reaches the link (and replayed on "Leave"), and Back or Forward is taken
 * back at once and retaken on "Leave". Closing or reloading the tab gets the browser's own question.
 * It belongs in the root layout: its popstate listener must come before the router's.
 */
export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [holds, setHolds] = useState<readonly Hold[]>([]);
  const [pending, setPending] = useState<PendingLeave | null>(null);
  /** Set while a confirmed leave runs, so the guard lets it through. */
  const isLeaving = useRef(false);
  /** The next history step is the guard's own: undoing a Back, or retaking it on "Leave". */
  const ownTraversal = useRef<"undo" | "leave" | null>(null);
  const entryIndexBefore = useRef<number | undefined>(undefined);

  const subjects = useMemo(() => holds.map((hold) => hold.subject), [holds]);
  const isDirty = subjects.length > 0;

  const hold = useCallback((subject: string) => {
    const id = Symbol(subject);
    setHolds((current) => [...current, { id, subject }]);
    return () => setHolds((current) => current.filter((held) => held.id !== id));
  }, []);

  const confirmLeave = useCallback((leave: () => void) => (isDirty ? setPending({ subjects, leave }) : leave()), [isDirty, subjects]);

  useEffect(() => {
    if (!isDirty) return;
    const pageAddress = addressOf(window.location);

    function onClick(event: MouseEvent) {
      if (isLeaving.current || !(event.target instanceof Element)) return;
      const anchor = event.target.closest("a");
      if (!anchor) return;
      const link = { href: anchor.getAttribute("href"), target: anchor.getAttribute("target") ?? "", isDownload: anchor.hasAttribute("download") };
      const destination = leavingDestination(event, link, window.location.href);
      if (destination === null) return;
      event.preventDefault();
      event.stopPropagation();
      setPending({
        subjects,
        leave: () => {
          isLeaving.current = true;
          try {
            // The link itself, when still there, keeps its own way of navigating (replace, scroll, its onClick).
            if (anchor.isConnected) anchor.click();
            else router.push(destination);
          } finally {
            isLeaving.current = false;
          }
        },
      });
    }

    function onEntryChange(event: Event) {
      entryIndexBefore.current = (event as EntryChange).from?.index;
    }

    function onPopState(event: PopStateEvent) {
      const own = ownTraversal.current;
      ownTraversal.current = null;
      // A confirmed leave, or a step between places on this same page, goes to the router as usual.
      if (own === "leave" || (own === null && addressOf(window.location) === pageAddress)) return;
      // Ahead of the router: it never sees the step, so the page and the form stay as they are.
      event.stopImmediatePropagation();
      if (own === "undo") return;
      const delta = traversalDelta(entryIndexBefore.current, historyEntries()?.currentEntry?.index);
      ownTraversal.current = "undo";
      window.history.go(-delta);
      setPending({
        subjects,
        leave: () => {
          ownTraversal.current = "leave";
          window.history.go(delta);
        },
      });
    }

    function onBeforeUnload(event: BeforeUnloadEvent) {
      if (isLeaving.current) return;
      event.preventDefault();
      // Older browsers ask only when a return value is set.
      event.returnValue = "";
    }

    const entries = historyEntries();
    window.addEventListener("click", onClick, true);
    const releasePopState = handlePopStateFirst(onPopState);
    window.addEventListener("beforeunload", onBeforeUnload);
    entries?.addEventListener("currententrychange", onEntryChange);
    return () => {
      window.removeEventListener("click", onClick, true);
      releasePopState();
      window.removeEventListener("beforeunload", onBeforeUnload);
      entries?.removeEventListener("currententrychange", onEntryChange);
    };
  }, [isDirty, router, subjects]);

  const context = useMemo<UnsavedChanges>(() => ({ hold, confirmLeave }), [hold, confirmLeave]);

  function handleLeave() {
    const leave = pending?.leave;
    setPending(null);
    leave?.();
  }

  return (
    <UnsavedChangesContext value={context}>
      {children}
      {isDirty || pending !== null ? (
        <LeaveWithoutSavingDialog
          isOpen={pending !== null}
          description={unsavedChangesDescription(pending?.subjects ?? [])}
          onStay={() => setPending(null)}
          onLeave={handleLeave}
        />
      ) : null}
    </UnsavedChangesContext>
  );
}
