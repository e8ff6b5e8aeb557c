"use client";

import { createContext, useContext, useEffect } from "react";

export type UnsavedChanges = {
  /** Marks a form as holding unsaved changes, named for the leave dialog, until the answer is called. */
  hold: (subject: string) => () => void;
  /** Runs a leave at once, or once the person confirms it while a form holds unsaved changes. */
  confirmLeave: (leave: () => void) => void;
};

export const UnsavedChangesContext = createContext<UnsavedChanges | null>(null);

function useUnsavedChanges(): UnsavedChanges {
  const context = useContext(UnsavedChangesContext);
  if (!context) throw new Error("Unsaved changes are guarded only inside an UnsavedChangesProvider.");
  return context;
}

/**
 * While `isDirty`, leaving the page asks first: a click on a link, Back and Forward open the leave dialog,
 * closing or reloading the tab the browser's own. `subject` names the form in the dialog ("the live chat
 * settings"). Once the form is saved or discarded, nothing asks.
 */
export function useUnsavedChangesGuard(isDirty: boolean, subject: string) {
  const { hold } = useUnsavedChanges();
  useEffect(() => (isDirty ? hold(subject) : undefined), [hold, isDirty, subject]);
}

/** For a leave that is not a link (switching the organization): `confirmLeave(leave)` asks first when needed. */
export function useConfirmLeave(): UnsavedChanges["confirmLeave"] {
  return useUnsavedChanges().confirmLeave;
}
