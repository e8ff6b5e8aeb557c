"use client";

import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { toast } from "sonner";

import { ConsoleRequestError } from "@/lib/queries/console-fetch";

function isClientError(error: unknown) {
  return error instanceof ConsoleRequestError && error.status >= 400 && error.status < 500;
}

function toastError(error: unknown) {
  toast.error(error instanceof Error ? error.message : "Something went wrong. Try again.");
}

function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({ onError: toastError }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        // A mutation that shows its own errors (e.g. on form fields) opts out with meta.toastErrors = false.
        if (mutation.meta?.toastErrors !== false) toastError(error);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) => !isClientError(error) && failureCount < 2,
      },
    },
  });
}

export function QueryProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
