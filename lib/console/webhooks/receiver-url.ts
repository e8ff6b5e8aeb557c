/** Where the console receives a webhook's deliveries, under its public origin. */
export function receiverUrl(origin: string, webhookId: string): string {
  return `${origin.replace(/\/+$/, "")}/api/webhooks/${encodeURIComponent(webhookId)}`;
}
