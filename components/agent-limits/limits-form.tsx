"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";

import { NumberField } from "@/components/agents/number-field";
import { Form } from "@/components/ui/form";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { formIssueMessage } from "@/components/ui/form-issue-message";
import { showRequestError } from "@/components/ui/form-request-error";
import { FormServerError } from "@/components/ui/form-server-error";
import { limitsWithinPlan, quotaMessage } from "@/lib/console/limits/limit-quota";
import { limitMeasures } from "@/lib/console/limits/limit-usage";
import type { limitsFormBody, LimitsFormBody, PlanQuota } from "@/lib/schemas/console/agent-limits";

type Props = {
  defaultValues: Partial<LimitsFormBody>;
  /** The quotas of the organization's plan, which no limit may exceed; null when the API does not report them. */
  plan: PlanQuota | null;
  submitLabel: string;
  onSubmit: (body: LimitsFormBody) => Promise<unknown>;
  onSaved: () => void;
};

const fieldNames = limitMeasures.map((measure) => measure.limitField);

/** The four monthly amounts, none above the plan's quota; the API's refusals land on the fields. */
export function LimitsForm({ defaultValues, plan, submitLabel, onSubmit, onSaved }: Props) {
  const form = useForm<z.input<typeof limitsFormBody>, unknown, LimitsFormBody>({
    resolver: zodResolver(limitsWithinPlan(plan), { error: formIssueMessage }),
    defaultValues,
    mode: "onTouched",
  });

  async function handleSubmit(values: LimitsFormBody) {
    try {
      await onSubmit(values);
      onSaved();
    } catch (error) {
      showRequestError(form, error, fieldNames);
    }
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(handleSubmit)} className="grid gap-4" noValidate>
        <FormServerError message={form.formState.errors.root?.server?.message} />
        <div className="grid gap-4 sm:grid-cols-2">
          {limitMeasures.map((measure) => (
            <NumberField
              key={measure.limitField}
              control={form.control}
              name={measure.limitField}
              label={`${measure.label} per month`}
              description={plan ? `${measure.description} ${quotaMessage(measure.limitField, plan[measure.limitField])}.` : measure.description}
              min={0}
              max={plan ? plan[measure.limitField] : Number.MAX_SAFE_INTEGER}
              step={1}
            />
          ))}
        </div>
        <FormDialogFooter submitLabel={submitLabel} pendingLabel="Saving the limits" />
      </form>
    </Form>
  );
}
