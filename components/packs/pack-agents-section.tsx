"use client";

import { Unlink } from "lucide-react";
import Link from "next/link";

import { ConfirmAction } from "@/components/ui/confirm-action";
import { agentHref } from "@/lib/console/agents/agent-tabs";
import { useLinkPackMutation } from "@/lib/queries/packs/use-link-pack-mutation";
import type { PackDetail } from "@/lib/schemas/console/packs";
import { countOf, plural } from "@/lib/utils/plural";

import { LinkAgentForm } from "./link-agent-form";
import { PackSection } from "./pack-section";

/** Where the pack is used: the agents linked to it, each can be unlinked, and a way to link another. */
export function PackAgentsSection({ organizationId, pack }: { organizationId: string; pack: PackDetail }) {
  const link = useLinkPackMutation(organizationId, pack.id);
  return (
    <PackSection
      title="Where it is used"
      description={
        pack.linkedAgents.length === 0
          ? "No agent answers from this pack yet. Link an agent below."
          : `${countOf(pack.linkedAgents.length, "agent")} ${plural(pack.linkedAgents.length, "answers", "answer")} from this pack${pack.status === "inactive" ? " once it is active again" : ""}.`
      }
    >
      {pack.linkedAgents.length > 0 ? (
        <ul className="divide-y rounded-md border" aria-label="Linked agents">
          {pack.linkedAgents.map((agent) => (
            <li key={agent.id} className="flex items-center justify-between gap-2 px-3 py-2 text-sm">
              <Link href={agentHref(agent.id)} className="font-medium underline-offset-4 hover:underline">
                {agent.name}
              </Link>
              <ConfirmAction
                trigger={
                  <>
                    <Unlink aria-hidden="true" />
                    Unlink<span className="sr-only"> {agent.name}</span>
                  </>
                }
                title={`Unlink ${agent.name} from ${pack.name}?`}
                description={`${agent.name} stops answering from this pack's documents at once. You can link it again later.`}
                confirmLabel={`Unlink ${agent.name}`}
                isPending={link.isPending && link.variables?.agentId === agent.id}
                onConfirm={() => link.mutate({ agentId: agent.id, agentName: agent.name, isLinked: false })}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <LinkAgentForm
        organizationId={organizationId}
        linkedAgents={pack.linkedAgents}
        isPending={link.isPending && link.variables?.isLinked === true}
        onLink={(agent) => link.mutate({ agentId: agent.id, agentName: agent.name, isLinked: true })}
      />
    </PackSection>
  );
}
