"use client";

import { Pencil, Plus } from "lucide-react";

import { Button } from "@/components/ui/button";
import { FormDialog } from "@/components/ui/form-dialog";
import { limitsFormDefaults } from "@/lib/console/limits/limit-usage";
import type { LimitsFormBody, LimitsView, PlanQuota } from "@/lib/schemas/console/agent-limits";

import { LimitsForm } from "./limits-form";

type Props = {
  /** Whose limits, as the dialog names them: "Northwind Support", "Maria Lopez". */
  ownerName: string;
  limits: LimitsView;
  /** The quotas of the organization's plan, which no limit may exceed. */
  plan: PlanQuota | null;
  onSave: (body: LimitsFormBody, isNew: boolean) => Promise<unknown>;
};

/** "Set limits" while the organization's defaults apply, else "Edit limits": the four monthly amounts in a dialog. */
export function LimitsDialog({ ownerName, limits, plan, onSave }: Props) {
  const isNew = limits.isOrganizationDefault;
  return (
    <FormDialog
      trigger={
        <Button size="sm" variant={isNew ? "default" : "outline"}>
          {isNew ? <Plus aria-hidden="true" /> : <Pencil aria-hidden="true" />}
          {isNew ? "Set limits" : "Edit limits"}
          <span className="sr-only"> of {ownerName}</span>
        </Button>
      }
      title={isNew ? `Set limits of ${ownerName}` : `Edit limits of ${ownerName}`}
      description={
        isNew
          ? "Monthly amounts in place of the organization's defaults, which are filled in to start from."
          : "Monthly amounts; what was used this month still counts against the new limits."
      }
      className="sm:max-w-2xl"
    >
      {(close) => (
        <LimitsForm
          defaultValues={limitsFormDefaults(limits)}
          plan={plan}
          submitLabel={isNew ? "Set limits" : "Save limits"}
          onSubmit={(body) => onSave(body, isNew)}
          onSaved={close}
        />
      )}
    </FormDialog>
  );
}
