"use client";

import { Pencil, Plus } from "lucide-react";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import type { LimitsFormBody, LimitsView } from "@/lib/schemas/console/agent-limits";

import { limitsFormDefaults } from "./limit-usage";
import { LimitsForm } from "./limits-form";

type Props = {
  /** Whose limits, as the dialog names them: "Northwind Support", "Maria Lopez". */
  ownerName: string;
  limits: LimitsView;
  onSave: (body: LimitsFormBody, isNew: boolean) => Promise<unknown>;
};

/** "Set limits" while the organization's defaults apply, else "Edit limits": the four monthly amounts in a dialog. */
export function LimitsDialog({ ownerName, limits, onSave }: Props) {
  const [isOpen, setIsOpen] = useState(false);
  const isNew = limits.isOrganizationDefault;
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant={isNew ? "default" : "outline"}>
          {isNew ? <Plus aria-hidden="true" /> : <Pencil aria-hidden="true" />}
          {isNew ? "Set limits" : "Edit limits"}
          <span className="sr-only"> of {ownerName}</span>
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{isNew ? `Set limits of ${ownerName}` : `Edit limits of ${ownerName}`}</DialogTitle>
          <DialogDescription>
            {isNew
              ? "Monthly amounts in place of the organization's defaults, which are filled in to start from."
              : "Monthly amounts; what was used this month still counts against the new limits."}
          </DialogDescription>
        </DialogHeader>
        <LimitsForm
          defaultValues={limitsFormDefaults(limits)}
          submitLabel={isNew ? "Set limits" : "Save limits"}
          onSubmit={(body) => onSave(body, isNew)}
          onSaved={() => setIsOpen(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
