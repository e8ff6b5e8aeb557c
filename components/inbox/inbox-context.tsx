"use client";

import { createContext, useContext } from "react";

import type { InboxSearch } from "@/lib/console/inbox/inbox-search";

/** What every part of the inbox page shares: whose inbox, how it is narrowed, and whether it polls. */
export type InboxContextValue = {
  organizationId: string;
  /** The user, as the inbox knows them once the list is read. */
  operatorId: string | undefined;
  operatorName: string;
  /** Whether the user may take a conversation from the person handling it (admins). */
  canTakeFromOthers: boolean;
  search: InboxSearch;
  /** The query that keeps the view and filters, for links between conversations: "?view=mine" or "". */
  searchString: string;
  /** While live events are down, queries re-read the server this often. */
  pollMs: number | false;
  /** The conversations of the current view, in order, for moving through them with j and k. */
  visibleIds: readonly string[];
};

const InboxContext = createContext<InboxContextValue | undefined>(undefined);

export const InboxContextProvider = InboxContext.Provider;

export function useInboxContext(): InboxContextValue {
  const value = useContext(InboxContext);
  if (!value) throw new Error("The inbox's parts are used inside the inbox page only.");
  return value;
}
