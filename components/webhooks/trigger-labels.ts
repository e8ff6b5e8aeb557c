import { webhookTestEventType } from "@/lib/schemas/agent-api/webhook-deliveries";
import { webhookTriggers, type WebhookTrigger } from "@/lib/schemas/console/webhooks";

/** Each event a webhook can listen for, in plain words. */
export const triggerDescriptions: Record<WebhookTrigger, { label: string; description: string }> = {
  each_message: { label: "Each message", description: "Every message in a conversation, from the user, the agent or a person." },
  start_dialog: { label: "Conversation started", description: "A new conversation opens." },
  end_dialog: { label: "Conversation ended", description: "A conversation is closed or archived." },
  manual: { label: "Handed to a person", description: "A conversation switches to manual mode: people answer, not the agent." },
  chat_currently_unavailable: {
    label: "Live chat unavailable",
    description: "The agent would hand a conversation to a person outside live-chat hours or on an unavailable day.",
  },
  auto_archive_conversation: {
    label: "Archived for inactivity",
    description: "A conversation idle for the agent's idle time (set under Live chat) is archived.",
  },
};

export const triggerOptions = webhookTriggers.map((value) => ({ value, ...triggerDescriptions[value] }));

const isKnownTrigger = (value: string): value is WebhookTrigger => (webhookTriggers as readonly string[]).includes(value);

/** The words for an event name (`test` for a test event); an event this console does not know is shown as it came. */
export function triggerLabel(value: string | null | undefined): string {
  if (!value) return "Unknown event";
  if (value === webhookTestEventType) return "Test event";
  return isKnownTrigger(value) ? triggerDescriptions[value].label : value;
}
