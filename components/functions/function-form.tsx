"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { AlertTriangle } from "lucide-react";
import { useForm, useWatch } from "react-hook-form";

import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { DialogClose, DialogFooter } from "@/components/ui/dialog";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
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
  const serverMessage = form.formState.errors.root?.server?.message;

  async function onSubmit(body: CreateFunctionBody) {
    try {
      await onSave(body);
    } catch (error) {
      const plan = planFunctionRequestError(error, form.getValues("endpoint.headers"));
      plan.fields.forEach(({ name, message }, index) => form.setError(name, { message }, { shouldFocus: index === 0 }));
      if (plan.message) form.setError("root.server", { message: plan.message });
    }
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4" noValidate>
        {serverMessage ? (
          <Alert variant="destructive">
            <AlertTriangle aria-hidden="true" />
            <AlertDescription>{serverMessage}</AlertDescription>
          </Alert>
        ) : null}
        <FormField
          control={control}
          name="name"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Name</FormLabel>
              <FormControl>
                <Input autoComplete="off" placeholder="get_weather" className="font-mono" {...field} />
              </FormControl>
              <FormDescription>{nameHint}</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={control}
          name="description"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Description (optional)</FormLabel>
              <FormControl>
                <Textarea rows={2} placeholder="What the function does, for the model." {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FunctionEndpointFields control={control} />
        <FunctionParametersField control={control} problems={problems} />
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" disabled={form.formState.isSubmitting || problems.length > 0}>
            {form.formState.isSubmitting ? <Spinner label="Saving the function" /> : null}
            {submitLabel}
          </Button>
        </DialogFooter>
      </form>
    </Form>
  );
}
