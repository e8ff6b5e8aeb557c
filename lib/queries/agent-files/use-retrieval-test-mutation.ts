"use client";

import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";

import { testAgentRetrieval } from "@/lib/console/contract/agent-files";
import { type retrievalTestBody } from "@/lib/schemas/console/agent-files";

import { callConsole } from "../call-console";

/** Asks which passages the agent would answer a question from. Errors are the form's to show. */
export function useRetrievalTestMutation(organizationId: string, agentId: string) {
  return useMutation({
    mutationFn: async (body: z.output<typeof retrievalTestBody>) => callConsole(testAgentRetrieval, { params: { organizationId, agentId }, body }),
    meta: { toastErrors: false },
  });
}
