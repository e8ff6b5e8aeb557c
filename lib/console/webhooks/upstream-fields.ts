/** The registration form's name for a field the AI Agent API names in a refusal: it takes one trigger, the form several. */
export function registrationFieldOf(upstreamField: string): string {
  if (upstreamField === "triggerCondition") return "triggers";
  return upstreamField;
}

/** The per-field messages of a refusal's details, under the registration form's names. */
export function registrationFields(details: readonly unknown[] | undefined): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const detail of details ?? []) {
    const { field, message } = (detail ?? {}) as { field?: unknown; message?: unknown };
    if (typeof field === "string" && typeof message === "string") fields[registrationFieldOf(field)] ??= message;
  }
  return fields;
}
