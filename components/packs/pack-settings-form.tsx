"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { formIssueMessage } from "@/components/ui/form-issue-message";
import { showRequestError } from "@/components/ui/form-request-error";
import { FormServerError } from "@/components/ui/form-server-error";
import { Spinner } from "@/components/ui/spinner";
import { useUpdatePackMutation } from "@/lib/queries/packs/use-update-pack-mutation";
import type { PackDetail } from "@/lib/schemas/console/packs";

import { PackFields } from "./pack-fields";
import { packFormFieldNames, packFormSchema, packFormValues, type PackFormOutput, type PackFormValues } from "./pack-form-values";

/** The pack's name, description, instructions and status; the API's refusals land on the fields. */
export function PackSettingsForm({ organizationId, pack }: { organizationId: string; pack: PackDetail }) {
  const update = useUpdatePackMutation(organizationId, pack.id);
  const form = useForm<PackFormValues, unknown, PackFormOutput>({
    resolver: zodResolver(packFormSchema, { error: formIssueMessage }),
    values: packFormValues(pack),
    resetOptions: { keepDirtyValues: true },
    mode: "onTouched",
  });

  async function onSubmit(values: PackFormOutput) {
    try {
      await update.mutateAsync(values);
    } catch (error) {
      showRequestError(form, error, packFormFieldNames);
    }
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4" noValidate aria-label="Pack settings">
        <FormServerError message={form.formState.errors.root?.server?.message} />
        <PackFields control={form.control} hasStatus />
        <div className="flex justify-end">
          <Button type="submit" disabled={form.formState.isSubmitting || !form.formState.isDirty}>
            {form.formState.isSubmitting ? <Spinner label="Saving the pack" /> : null}
            Save changes
          </Button>
        </div>
      </form>
    </Form>
  );
}
