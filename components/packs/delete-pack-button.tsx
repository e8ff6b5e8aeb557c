"use client";

import { Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";

import { ConfirmAction } from "@/components/ui/confirm-action";
import { knowledgeHref } from "@/lib/queries/packs/pack-hrefs";
import { useDeletePackMutation } from "@/lib/queries/packs/use-delete-pack-mutation";
import type { PackDetail } from "@/lib/schemas/console/packs";
import { countOf, plural } from "@/lib/utils/plural";

const agentList = new Intl.ListFormat("en-US", { type: "conjunction" });

/** Deletes the pack after a confirmation naming it and the agents that lose it; back to the list after. */
export function DeletePackButton({ organizationId, pack }: { organizationId: string; pack: PackDetail }) {
  const remove = useDeletePackMutation(organizationId);
  const router = useRouter();
  const agents = pack.linkedAgents.map((agent) => agent.name);
  const documents = pack.documents.length;
  return (
    <ConfirmAction
      trigger={
        <>
          <Trash2 aria-hidden="true" />
          Delete pack
        </>
      }
      title={`Delete ${pack.name}?`}
      description={`${countOf(documents, "document")} ${plural(documents, "goes", "go")} with it.${agents.length > 0 ? ` ${agentList.format(agents)} ${plural(agents.length, "stops", "stop")} answering from it at once.` : ""} This cannot be undone.`}
      confirmLabel={`Delete ${pack.name}`}
      isPending={remove.isPending}
      onConfirm={() => remove.mutate({ id: pack.id, name: pack.name }, { onSuccess: () => router.push(knowledgeHref) })}
    />
  );
}
