"use client";

import type { Control } from "react-hook-form";

import { FormControl, FormDescription, FormField, FormItem, FormLabel } from "@/components/ui/form";
import { Textarea } from "@/components/ui/textarea";
import type { CreateFunctionBody } from "@/lib/schemas/agent-api/functions";

import type { FunctionFormValues } from "./function-form-schema";
import type { ParameterTextProblem } from "./parameter-text-problems";

type Props = {
  control: Control<FunctionFormValues, unknown, CreateFunctionBody>;
  /** What is wrong with the text as it stands, worked out by the form as it is typed. */
  problems: readonly ParameterTextProblem[];
};

const problemsId = "function-parameters-problems";

/** The parameters as a JSON Schema in a monospace editor, with every problem listed under it, where it is. */
export function FunctionParametersField({ control, problems }: Props) {
  return (
    <FormField
      control={control}
      name="parameters"
      render={({ field, fieldState }) => {
        const serverError = problems.length === 0 ? fieldState.error?.message : undefined;
        const hasProblems = problems.length > 0 || Boolean(serverError);
        return (
          <FormItem>
            <FormLabel>Parameters (JSON Schema)</FormLabel>
            <FormControl>
              <Textarea
                {...field}
                rows={10}
                spellCheck={false}
                autoComplete="off"
                aria-invalid={hasProblems}
                aria-errormessage={hasProblems ? problemsId : undefined}
                className="max-h-80 font-mono text-xs"
              />
            </FormControl>
            <FormDescription>
              The arguments the model passes, as an object schema: <code className="font-mono text-xs">&quot;type&quot;: &quot;object&quot;</code> with its
              properties.
            </FormDescription>
            {hasProblems ? (
              <ul id={problemsId} aria-live="polite" aria-label="Problems in the parameters" className="grid gap-1 text-sm text-destructive">
                {problems.map((problem) => (
                  <li key={`${problem.at}:${problem.message}`}>
                    <code className="font-mono text-xs">{problem.at}</code> — {problem.message}
                  </li>
                ))}
                {serverError ? <li>{serverError}</li> : null}
              </ul>
            ) : null}
          </FormItem>
        );
      }}
    />
  );
}
