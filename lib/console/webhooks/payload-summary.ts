/** What the delivery list shows of a payload: its event and its conversation, when it names them. */
export function summarizeDeliveryPayload(payload: unknown): { eventType: string | null; conversationId: string | null } {
  const record = isRecord(payload) ? payload : {};
  const conversation = isRecord(record.conversation) ? record.conversation : {};
  return {
    eventType: shortString(record.type) ?? shortString(record.event) ?? null,
    conversationId: shortString(conversation.id) ?? shortString(record.conversationId) ?? null,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const shortString = (value: unknown) => (typeof value === "string" && value.length > 0 ? value.slice(0, 200) : undefined);
