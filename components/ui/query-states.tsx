"use client";

import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";

import { QueryErrorState } from "@/components/ui/query-error-state";

type Props<Data> = {
  query: UseQueryResult<Data>;
  /** Shown while the first answer is on its way, e.g. a `TableSkeleton`. */
  loading: ReactNode;
  /** What could not be loaded, said when the query fails: "The webhooks could not be loaded". */
  errorTitle: string;
  /** Shown when the answer holds nothing, e.g. an `EmptyState` that says what to do next. */
  empty: ReactNode;
  /** Whether the answer holds nothing; an empty list by default. */
  isEmpty?: (data: Data) => boolean;
  /** The loaded data. */
  children: (data: Data) => ReactNode;
};

const isEmptyList = (data: unknown) => Array.isArray(data) && data.length === 0;

/** A query's loading, error (with a retry), empty and loaded states: one of them at a time. */
export function QueryStates<Data>({ query, loading, errorTitle, empty, isEmpty = isEmptyList, children }: Props<Data>) {
  if (query.isPending) return loading;
  if (query.isError) return <QueryErrorState title={errorTitle} error={query.error} onRetry={() => query.refetch()} />;
  return isEmpty(query.data) ? empty : children(query.data);
}
