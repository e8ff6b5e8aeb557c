"use client";

import { Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";

import { knowledgeHref } from "@/lib/queries/packs/paths";
import { useDeletePackMutation } from "@/lib/queries/packs/use-delete-pack-mutation";
import type { PackDetail } from "@/lib/schemas/console/packs";

import { ConfirmAction } from "@/components/ui/confirm-action";

/** Deletes the pack after a confirmation naming it and the agents that lose it; back to the list after. */
export function DeletePackButton({ organizationId, pack }: { organizationId: string; pack: PackDetail }) {
  const remove = useDeletePackMutation(organizationId);
  const router = useRouter();
  const agents = pack.linkedAgents.map((agent) => agent.name).join(", ");
  return (
    <ConfirmAction
      trigger={
        <>
          <Trash2 aria-hidden="true" />
          Delete pack
        </>
      }
      title={`Delete ${pack.name}?`}
      description={`Its ${pack.documents.length} document(s) are deleted with it${agents ? `, and ${agents} stop answering from them at once` : ""}. This cannot be undone.`}
      confirmLabel={`Delete ${pack.name}`}
      isPending={remove.isPending}
      onConfirm={() => remove.mutate({ id: pack.id, name: pack.name }, { onSuccess: () => router.push(knowledgeHref) })}
    />
  );
}
