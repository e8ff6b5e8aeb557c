"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";

import { Form } from "@/components/ui/form";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { applyRequestErrorPlan } from "@/components/ui/form-request-error";
import { FormServerError } from "@/components/ui/form-server-error";
import { TextField } from "@/components/ui/text-field";
import { useUnsavedChangesGuard } from "@/components/ui/use-unsaved-changes-guard";
import type { CreateFunctionBody } from "@/lib/schemas/agent-api/functions";

import { FunctionEndpointFields } from "./function-endpoint-fields";
import { functionFormSchema, type FunctionFormValues } from "./function-form-schema";
import { FunctionParametersField } from "./function-parameters-field";
import { planFunctionRequestError } from "./function-request-error";
import { parameterTextProblems } from "./parameter-text-problems";

type Props = {
  defaultValues: FunctionFormValues;
  submitLabel: string;
  /** Under the name field: where the name must be unique (the library by default). */
  nameHint?: string;
  /** Saves the body; a failure it throws lands on the form's fields. */
  onSave: (body: CreateFunctionBody) => Promise<unknown>;
};

const libraryNameHint = "What the model calls it by: letters, digits, _ or -, unique in the library.";

/** A function (of the library or of an agent): name, description, endpoint and parameters. Save waits until the schema is valid. */
export function FunctionForm({ defaultValues, submitLabel, nameHint = libraryNameHint, onSave }: Props) {
  const form = useForm<FunctionFormValues, unknown, CreateFunctionBody>({
    resolver: zodResolver(functionFormSchema),
    defaultValues,
    mode: "onTouched",
  });
  const { control } = form;
  const parametersText = useWatch({ control, name: "parameters" });
  const problems = parameterTextProblems(parametersText);
  useUnsavedChangesGuard(form.formState.isDirty, "the function");

  async function onSubmit(body: CreateFunctionBody) {
    try {
      await onSave(body);
    } catch (error) {
      applyRequestErrorPlan(form, planFunctionRequestError(error, form.getValues("endpoint.headers")));
    }
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4" noValidate>
        <FormServerError message={form.formState.errors.root?.server?.message} />
        <TextField control={control} name="name" label="Name" placeholder="get_weather" isCode description={nameHint} />
        <TextField control={control} name="description" label="Description (optional)" rows={2} placeholder="What the function does, for the model." />
        <FunctionEndpointFields control={control} />
        <FunctionParametersField control={control} problems={problems} />
        <FormDialogFooter submitLabel={submitLabel} pendingLabel="Saving the function" isSubmitBlocked={problems.length > 0} />
      </form>
    </Form>
  );
}
