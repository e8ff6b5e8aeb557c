"use client";

import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { toast } from "sonner";

import { ConsoleRequestError } from "@/lib/queries/console-fetch";
import { upstreamKeys } from "@/lib/queries/upstream/keys";

function isClientError(error: unknown) {
  return error instanceof ConsoleRequestError && error.status >= 400 && error.status < 500;
}

function toastError(error: unknown) {
  toast.error(error instanceof Error ? error.message : "Something went wrong. Try again.");
}

const isUpstreamDown = (error: unknown) => error instanceof ConsoleRequestError && error.code === "UPSTREAM_UNAVAILABLE";

function createQueryClient() {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        // The upstream being down is said once, by the banner, rather than by a toast per query.
        if (isUpstreamDown(error)) void queryClient.invalidateQueries({ queryKey: upstreamKeys.health() });
        else if (!query.meta?.isBackground) toastError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        // A mutation that shows its own errors (e.g. on form fields) opts out with meta.toastErrors = false.
        if (isUpstreamDown(error)) void queryClient.invalidateQueries({ queryKey: upstreamKeys.health() });
        if (mutation.meta?.toastErrors !== false) toastError(error);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) => !isClientError(error) && !isUpstreamDown(error) && failureCount < 2,
      },
    },
  });
  return queryClient;
}

export function QueryProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
