import { z } from "zod";

import { headerRowsSchema, rowsToHeaders, type HeaderRow, type HeaderRowIssue } from "@/components/ui/header-rows";
import { registerWebhookBody, type RegisterWebhookBody, type WebhookTrigger } from "@/lib/schemas/console/webhooks";

const body = registerWebhookBody.shape;
const headerNamePattern = /^[A-Za-z0-9-]{1,64}$/;

/** Where a problem of one header row belongs, checked by the same rules as the body's headers. */
function headerRowIssue(row: HeaderRow): HeaderRowIssue | undefined {
  if (!row.name.trim()) return { field: "name", message: "Name the header, or clear the row." };
  if (!headerNamePattern.test(row.name.trim())) return { field: "name", message: "Letters, digits and dashes only, at most 64." };
  if (!body.headers.safeParse({ [row.name.trim()]: row.value }).success) return { field: "value", message: "At most 1,024 characters." };
  return undefined;
}

const headerRows = headerRowsSchema(headerRowIssue);

export const destinations = ["console", "custom"] as const;

/**
 * The registration form: where deliveries go (the console's receiver, or a URL typed in), the events as
 * checkboxes and the headers as rows; then turned into the body and checked whole by `registerWebhookBody`.
 */
export const webhookFormSchema = z
  .object({
    title: body.title,
    description: body.description,
    triggers: body.triggers,
    destination: z.enum(destinations),
    url: z.string().trim(),
    headers: headerRows,
  })
  .superRefine((values, ctx) => {
    if (values.destination !== "custom") return;
    if (!values.url) ctx.addIssue({ code: "custom", path: ["url"], message: "Enter the URL deliveries go to." });
    else if (!body.url.safeParse(values.url).success)
      ctx.addIssue({ code: "custom", path: ["url"], message: "Enter a full URL, such as https://example.com/hooks." });
  })
  .transform((values): RegisterWebhookBody => ({
    title: values.title,
    description: values.description,
    triggers: values.triggers,
    url: values.destination === "custom" ? values.url : undefined,
    headers: rowsToHeaders(values.headers),
  }))
  .pipe(registerWebhookBody);

export type WebhookFormValues = z.input<typeof webhookFormSchema>;

export const webhookFormDefaults: WebhookFormValues = {
  title: "",
  description: "",
  triggers: ["each_message"],
  destination: "console",
  url: "",
  headers: [],
};

/** What "Register the console's receiver" sends: every event, to the console itself. */
export const consoleReceiverRegistration: RegisterWebhookBody = {
  title: "Switchboard console",
  description: "Conversation events for the console's delivery log and hand-off inbox.",
  triggers: ["each_message", "start_dialog", "end_dialog", "manual", "chat_currently_unavailable", "auto_archive_conversation"] satisfies WebhookTrigger[],
};
