/**
 * Whether a value can be the id of a stored record: the console's users, organizations and webhooks and the
 * embedded service's entities are UUIDs, so anything else names nothing and is simply not found.
 */
export const isUuid = (value: string | undefined): value is string =>
  value !== undefined && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
