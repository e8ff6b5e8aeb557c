import type { FieldValues, Path, UseFormReturn } from "react-hook-form";

import { ConsoleRequestError } from "@/lib/queries/console-fetch";

export type RequestErrorPlan<Name extends string> = {
  fields: { name: Name; message: string }[];
  /** Shown above the form when no field of it explains the failure. */
  message?: string;
};

/** The form field an error's path belongs to: `tags.2` is about the tags. */
const fieldOf = (path: string) => path.split(".")[0] ?? path;

/** Where a failed request's errors belong: on the form's fields (the first message of each), or above the form. */
export function planRequestError<Name extends string>(error: unknown, names: readonly Name[]): RequestErrorPlan<Name> {
  if (!(error instanceof ConsoleRequestError)) return { fields: [], message: "Something went wrong. Try again." };
  const fields: RequestErrorPlan<Name>["fields"] = [];
  let isEveryFieldShown = true;
  for (const [path, message] of Object.entries(error.fields)) {
    const name = names.find((candidate) => candidate === fieldOf(path));
    if (!name) isEveryFieldShown = false;
    else if (!fields.some((field) => field.name === name)) fields.push({ name, message });
  }
  return { fields, message: fields.length > 0 && isEveryFieldShown ? undefined : error.message };
}

/** Puts a failed request's errors on the form: its fields, and `root.server` for the rest. */
export function showRequestError<Values extends FieldValues>(form: UseFormReturn<Values>, error: unknown, names: readonly Path<Values>[]) {
  const plan = planRequestError(error, names);
  plan.fields.forEach(({ name, message }, index) => form.setError(name, { message }, { shouldFocus: index === 0 }));
  if (plan.message) form.setError("root.server", { message: plan.message });
}
