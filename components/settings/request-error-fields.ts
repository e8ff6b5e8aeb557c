import type { FieldValues, Path, UseFormReturn } from "react-hook-form";

import { ConsoleRequestError } from "@/lib/queries/console-fetch";

export type RequestErrorPlan<Name extends string> = {
  fields: { name: Name; message: string }[];
  /** Shown above the form when no field explains the failure. */
  message?: string;
};

/** Where a failed request's errors belong: on the form's own fields, or above the form. */
export function planRequestError<Name extends string>(error: unknown, names: readonly Name[]): RequestErrorPlan<Name> {
  if (!(error instanceof ConsoleRequestError)) return { fields: [], message: "Something went wrong. Try again." };
  const fields = names.flatMap((name) => {
    const message = error.fields[name];
    return message ? [{ name, message }] : [];
  });
  const explained = fields.length > 0 && fields.length === Object.keys(error.fields).length;
  return { fields, message: explained ? undefined : error.message };
}

/** Puts a failed request's errors on the form: its fields, and `root.server` for the rest. */
export function showRequestError<Values extends FieldValues>(form: UseFormReturn<Values>, error: unknown, names: readonly Path<Values>[]) {
  const plan = planRequestError(error, names);
  plan.fields.forEach(({ name, message }, index) => form.setError(name, { message }, { shouldFocus: index === 0 }));
  if (plan.message) form.setError("root.server", { message: plan.message });
}
