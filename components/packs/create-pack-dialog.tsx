"use client";

import { FormDialog } from "@/components/ui/form-dialog";

import { CreatePackForm } from "./create-pack-form";

/** "New pack": the creation form in a dialog, closed once the pack exists. */
export function CreatePackDialog({ organizationId, triggerLabel = "New pack" }: { organizationId: string; triggerLabel?: string }) {
  return (
    <FormDialog
      triggerLabel={triggerLabel}
      title="New pack"
      description="Create the pack first; you add its documents and link it to agents on its page."
      className="sm:max-w-xl"
    >
      {(close) => <CreatePackForm organizationId={organizationId} onCreated={close} />}
    </FormDialog>
  );
}
