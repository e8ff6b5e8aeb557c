import type { FieldValues, Path, UseFormSetError } from "react-hook-form";

/** What placing errors needs of a form: any `useForm` result, whatever its submitted shape. */
type FormWithErrors<Values extends FieldValues> = { setError: UseFormSetError<Values> };

import { ConsoleRequestError, withRequestId } from "@/lib/queries/console-fetch";

export type RequestErrorPlan<Name extends string> = {
  fields: { name: Name; message: string }[];
  /** Shown above the form when no field of it explains the failure. */
  message?: string;
};

/**
 * Where a failed request's errors belong, given where each error path of the API goes on the form (or
 * nowhere): on the fields (the first message of each), and above the form unless the fields explain it all
 * (with the request ID support finds the failure by).
 */
export function placeRequestError<Name extends string>(
  error: unknown,
  place: (path: string, message: string) => { name: Name; message: string } | undefined,
): RequestErrorPlan<Name> {
  if (!(error instanceof ConsoleRequestError)) return { fields: [], message: "Something went wrong. Try again." };
  const fields: RequestErrorPlan<Name>["fields"] = [];
  let isEveryFieldShown = true;
  for (const [path, message] of Object.entries(error.fields)) {
    const placed = place(path, message);
    if (!placed) isEveryFieldShown = false;
    else if (!fields.some((field) => field.name === placed.name)) fields.push(placed);
  }
  return { fields, message: fields.length > 0 && isEveryFieldShown ? undefined : withRequestId(error.message, error.requestId) };
}

/** The form field an error's path belongs to: `tags.2` is about the tags. */
const fieldOf = (path: string) => path.split(".")[0] ?? path;

/** Where a failed request's errors belong: on the form's fields (the first message of each), or above the form. */
export function planRequestError<Name extends string>(error: unknown, names: readonly Name[]): RequestErrorPlan<Name> {
  return placeRequestError(error, (path, message) => {
    const name = names.find((candidate) => candidate === fieldOf(path));
    return name ? { name, message } : undefined;
  });
}

/** Puts a planned failure on the form: the fields' messages (focusing the first), and `root.server` for the rest. */
export function applyRequestErrorPlan<Values extends FieldValues>(form: FormWithErrors<Values>, plan: RequestErrorPlan<Path<Values>>) {
  plan.fields.forEach(({ name, message }, index) => form.setError(name, { message }, { shouldFocus: index === 0 }));
  if (plan.message) form.setError("root.server", { message: plan.message });
}

/** Puts a failed request's errors on the form: its fields, and `root.server` for the rest. */
export function showRequestError<Values extends FieldValues>(form: FormWithErrors<Values>, error: unknown, names: readonly Path<Values>[]) {
  applyRequestErrorPlan(form, planRequestError(error, names));
}
