import { maxWidgetOrigins, widgetOrigin } from "@/lib/schemas/widget";

export type OriginAddition = { isAdded: true; origins: string[] } | { isAdded: false; message: string };

/**
 * The list with a typed origin added in its normal form, or why it is not: not an origin (the schema's own
 * words), already listed, or the list is full.
 */
export function addOrigin(origins: readonly string[], typed: string): OriginAddition {
  const parsed = widgetOrigin.safeParse(typed);
  if (!parsed.success) return { isAdded: false, message: parsed.error.issues[0]?.message ?? "Enter a website origin such as https://shop.example.com" };
  if (origins.includes(parsed.data)) return { isAdded: false, message: `${parsed.data} is already in the list.` };
  if (origins.length >= maxWidgetOrigins) return { isAdded: false, message: `At most ${maxWidgetOrigins} websites: remove one first.` };
  return { isAdded: true, origins: [...origins, parsed.data] };
}

export type WidgetFormFieldName = "allowedOrigins" | `allowedOrigins.${number}` | "preChatForm";

/** The form field a server's error path belongs to: one listed origin (`allowedOrigins.2`), the list, or the pre-chat form. */
export function widgetFormFieldOf(path: string): WidgetFormFieldName | undefined {
  if (path === "allowedOrigins" || path === "preChatForm") return path;
  const listed = /^allowedOrigins\.(\d+)$/.exec(path);
  return listed ? `allowedOrigins.${Number(listed[1])}` : undefined;
}
