"use client";

import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";

import { toast } from "@/components/ui/toast";
import { consoleQueryKey } from "@/lib/console/contract/query-key";
import { getUpstreamHealth } from "@/lib/console/contract/session";
import { requestIdOf } from "@/lib/queries/console-fetch";
import { isUpstreamDown, shouldRetryQuery } from "@/lib/queries/query-retry";

async function copyRequestId(requestId: string) {
  try {
    await navigator.clipboard.writeText(requestId);
    toast.success("The request ID is copied.");
  } catch {
    toast.error("The request ID could not be copied. Select it and copy it by hand.");
  }
}

/** A failure in a toast, with the request ID support finds it by and a button to copy that ID. */
function toastError(error: unknown) {
  const requestId = requestIdOf(error);
  toast.error(error instanceof Error ? error.message : "Something went wrong. Try again.", {
    ...(requestId ? { description: `Request ID: ${requestId}`, action: { label: "Copy ID", onClick: () => void copyRequestId(requestId) } } : {}),
  });
}

function createQueryClient() {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        // The upstream being down is said once, by the banner, rather than by a toast per query.
        if (isUpstreamDown(error)) void queryClient.invalidateQueries({ queryKey: consoleQueryKey(getUpstreamHealth) });
        else if (!query.meta?.isBackground) toastError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        // A mutation that shows its own errors (e.g. on form fields) opts out with meta.toastErrors = false.
        if (isUpstreamDown(error)) void queryClient.invalidateQueries({ queryKey: consoleQueryKey(getUpstreamHealth) });
        if (mutation.meta?.toastErrors !== false) toastError(error);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: shouldRetryQuery,
      },
    },
  });
  return queryClient;
}

export function QueryProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
