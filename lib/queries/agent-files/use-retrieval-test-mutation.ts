"use client";

import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";

import { retrievalTestResult, type retrievalTestBody } from "@/lib/schemas/console/agent-files";

import { consoleFetch } from "../console-fetch";
import { agentFileApiPaths } from "./paths";

/** Asks which passages the agent would answer a question from. Errors are the form's to show. */
export function useRetrievalTestMutation(organizationId: string, agentId: string) {
  return useMutation({
    mutationFn: async (body: z.output<typeof retrievalTestBody>) =>
      retrievalTestResult.parse(await consoleFetch<unknown>(agentFileApiPaths.search(organizationId, agentId), { method: "POST", json: body })),
    meta: { toastErrors: false },
  });
}
