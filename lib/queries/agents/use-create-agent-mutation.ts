"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";

import { toast } from "@/components/ui/toast";
import { agentHref } from "@/lib/console/agents/agent-tabs";
import { createAgent, listAgents } from "@/lib/console/contract/agents";
import { consoleQueryKey } from "@/lib/console/contract/query-key";
import type { CreateAgentBody } from "@/lib/schemas/agent-api/agents";

import { callConsole } from "../call-console";

/**
 * Creates an agent, and with it the console's key for it. Errors are the form's to show (on its fields);
 * an agent created without its key is announced with a way to its Keys tab.
 */
export function useCreateAgentMutation(organizationId: string) {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useMutation({
    mutationFn: async (body: CreateAgentBody) => callConsole(createAgent, { params: { organizationId }, body }),
    meta: { toastErrors: false },
    onSuccess: async (created) => {
      if (created.keyStatus === "missing") {
        toast.warning(`${created.name} was created. ${created.problem ?? "The console holds no key for it yet."}`, {
          action: { label: "Open its keys", onClick: () => router.push(agentHref(created.id, "keys")) },
        });
      } else {
        toast.success(`Created ${created.name}.`);
      }
      await queryClient.invalidateQueries({ queryKey: consoleQueryKey(listAgents, { params: { organizationId } }) });
    },
  });
}
