import { z } from "zod";

import { conversationModes, messageFile, uploadUrlBody, voteTypes } from "@/lib/schemas/agent-api/conversations";
import { launcherBorderRadii, launcherTypes, liveChatPositions } from "@/lib/schemas/agent-api/live-chat";
import { preChatFormModes, type PreChatFormMode } from "@/lib/widget/pre-chat-form";
import { maxWidgetFiles, maxWidgetUploadBytes } from "@/lib/widget/upload-types";

import { chatSendBody, chatWidget } from "./console/chat";

export { preChatFormModes, type PreChatFormMode };

/** How many website origins one agent's widget may be embedded on. */
export const maxWidgetOrigins = 50;

/**
 * A website origin as the browser sends it (`https://shop.example.com`, `http://localhost:8080`): scheme, host and
 * a port only when it is not the scheme's own, lower-case, nothing after. Undefined for anything else.
 */
export function normalizeOrigin(input: string): string | undefined {
  const text = input.trim();
  if (!/^https?:\/\/[^/?#\s]+\/?$/i.test(text)) return undefined;
  try {
    const url = new URL(text);
    if (url.username || url.password) return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}

/** One allowed origin, typed by an admin: put in its normal form, or refused with the form it must have. */
export const widgetOrigin = z
  .string()
  .trim()
  .min(1, "Enter a website origin such as https://shop.example.com")
  .max(300, "At most 300 characters")
  .transform((value, ctx) => {
    const origin = normalizeOrigin(value);
    if (!origin) {
      ctx.addIssue({ code: "custom", message: "Enter only the scheme and host, such as https://shop.example.com (no path)" });
      return z.NEVER;
    }
    return origin;
  });

/** How an agent's widget may be embedded: the admin's settings. */
export const widgetSettingsBody = z.object({
  allowedOrigins: z
    .array(widgetOrigin)
    .max(maxWidgetOrigins, `At most ${maxWidgetOrigins} websites`)
    .transform((origins) => [...new Set(origins)]),
  /** `off`: the chat opens at once; `optional`: name and email may be given; `required`: both must be. */
  preChatForm: z.enum(preChatFormModes),
});
export type WidgetSettingsBody = z.output<typeof widgetSettingsBody>;

/** The widget settings as the console shows them, with the one line a website adds to embed the chat. */
export const widgetSettingsView = z.object({
  allowedOrigins: z.array(z.string()),
  preChatForm: z.enum(preChatFormModes),
  /** The `<script>` tag to paste into the website's pages. */
  snippet: z.string(),
  /** Where the console itself shows the widget, as a visitor would see it. */
  previewUrl: z.string(),
  updatedAt: z.string().nullable(),
});
export type WidgetSettingsView = z.infer<typeof widgetSettingsView>;

/** What the widget shows of the agent's live-chat configuration: the chat page's, and the launcher's look. */
export const widgetLook = chatWidget.extend({
  position: z.enum(liveChatPositions),
  launcher: z.object({
    type: z.enum(launcherTypes),
    borderRadius: z.enum(launcherBorderRadii),
    /** In CSS pixels. */
    size: z.number().int(),
    backgroundColor: z.string(),
    textColor: z.string(),
  }),
  suggestions: z.array(z.string()),
  disclaimer: z.string(),
  footer: z.string(),
});
export type WidgetLook = z.infer<typeof widgetLook>;

/** Whether people answer now, as the widget tells the visitor. */
export const widgetAvailability = z.discriminatedUnion("state", [
  z.object({ state: z.literal("open") }),
  z.object({ state: z.literal("away"), message: z.string() }),
]);
export type WidgetAvailability = z.infer<typeof widgetAvailability>;

/** What the widget's page starts from, written into the page as JSON. */
export const widgetBoot = z.object({
  agentId: z.string(),
  look: widgetLook,
  preChatForm: z.enum(preChatFormModes),
  /** Origins the page may talk to with `postMessage`: the allowed websites and the console itself. */
  allowedOrigins: z.array(z.string()),
  /** The console's origin, whose pages may always show the widget. */
  consoleOrigin: z.string(),
});
export type WidgetBoot = z.infer<typeof widgetBoot>;

/** Who wrote a message, as the visitor sees it. */
export const widgetSenders = ["visitor", "agent", "person"] as const;

/** One message as the visitor sees it: no ids of people, no internal fields. */
export const widgetMessage = z.object({
  id: z.string(),
  sender: z.enum(widgetSenders),
  text: z.string(),
  createdAt: z.string(),
  files: z.array(z.object({ id: z.string(), fileName: z.string() })),
  /** The visitor's own vote on an answer. */
  vote: z.enum(voteTypes).nullable(),
});
export type WidgetMessage = z.infer<typeof widgetMessage>;

/** A visitor's conversation: who answers now (`manual`: a person), and whether it has ended. */
export const widgetConversation = z.object({ id: z.string(), mode: z.enum(conversationModes), isEnded: z.boolean() });

/** The conversation and its messages, oldest first. */
export const widgetThread = z.object({ conversation: widgetConversation, messages: z.array(widgetMessage) });
export type WidgetThread = z.infer<typeof widgetThread>;

/** What the widget reads when it opens: availability, and the visitor's latest conversation in this browser, if any. */
export const widgetState = z.object({
  availability: widgetAvailability,
  thread: widgetThread.nullable(),
  /** What the visitor gave in the pre-chat form before, so it is not asked again. */
  visitor: z.object({ name: z.string().nullable(), email: z.string().nullable() }),
});
export type WidgetState = z.infer<typeof widgetState>;

const visitorName = z.string().trim().max(511, "At most 511 characters");
const visitorEmail = z.union([z.literal(""), z.email("Enter an email address such as ada@example.com").max(255, "At most 255 characters")]);

/** The pre-chat form: both optional here; the route asks for both when the agent's form requires them. */
export const widgetStartBody = z.object({ name: visitorName.optional(), email: visitorEmail.optional() });
export type WidgetStartBody = z.infer<typeof widgetStartBody>;

/** A visitor's message, with files already uploaded through the widget's signed uploads. */
export const widgetSendBody = chatSendBody.extend({ files: z.array(messageFile).max(maxWidgetFiles).optional() });
export type WidgetSendBody = z.infer<typeof widgetSendBody>;

/** After a message is sent: the thread, and whether the agent answered it (not while a person has the conversation). */
export const widgetSendResult = widgetThread.extend({ isAnswered: z.boolean() });
export type WidgetSendResult = z.infer<typeof widgetSendResult>;

/** A file the visitor is about to upload. */
export const widgetUploadBody = uploadUrlBody.extend({ size: z.number().int().min(1).max(maxWidgetUploadBytes, "Files can be at most 10 MB") });
export type WidgetUploadBody = z.infer<typeof widgetUploadBody>;

/** Where the widget PUTs the file's bytes, and the path the message then names. */
export const widgetUploadTicket = z.object({ signedUrl: z.string(), storagePath: z.string() });
export type WidgetUploadTicket = z.infer<typeof widgetUploadTicket>;

/** A thumbs up or down on an answer. */
export const widgetFeedbackBody = z.object({ vote: z.enum(voteTypes) });
export type WidgetFeedbackBody = z.infer<typeof widgetFeedbackBody>;
