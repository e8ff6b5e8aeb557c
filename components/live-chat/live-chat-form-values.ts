import type { z } from "zod";

import { weekdays, type OpeningInterval, type Weekday } from "@/lib/schemas/agent-api/business-hours";
import type { liveChatConfigBody } from "@/lib/schemas/agent-api/live-chat";
import type { LiveChatView } from "@/lib/schemas/console/live-chat";

export type LiveChatFormValues = z.input<typeof liveChatConfigBody>;
export type LiveChatFormOutput = z.output<typeof liveChatConfigBody>;
export type BusinessHoursValues = NonNullable<LiveChatFormValues["businessHours"]>;

/** The settings this form shows; a request error about any other lands above the form. */
export const liveChatFormFieldNames = [
  "enabled",
  "titleLine1",
  "titleLine2",
  "greeting",
  "handOffMessage",
  "color",
  "textColor",
  "position",
  "avatarStoragePath",
  "avatarUrl",
  "businessHours",
  "autoArchiveAfterMinutes",
] as const satisfies readonly (keyof LiveChatFormValues)[];

/**
 * The form's values for a saved configuration: every setting, so a save sends back what the form does
 * not show. An uploaded avatar is kept by its storage path; the signed URL it is shown by is not a setting.
 */
export function liveChatFormValues(view: LiveChatView): LiveChatFormValues {
  const { updatedAt: _updatedAt, ...config } = view;
  return { ...config, avatarUrl: config.avatarStoragePath ? null : config.avatarUrl };
}

/** Monday to Friday, 09:00–17:00. */
export const weekdayHours = (): OpeningInterval[] => weekdays.slice(0, 5).map((day) => ({ day, start: "09:00", end: "17:00" }));

/** The business hours the form starts from when they are turned on: weekdays 9 to 5 in the given zone. */
export function newBusinessHours(timezone: string, outsideHoursMessage: string): BusinessHoursValues {
  return { timezone, intervals: weekdayHours(), outsideHoursMessage };
}

/** The interval "Add hours" appends: 09:00–17:00 on the day after the last one listed (Monday first). */
export function nextInterval(intervals: readonly OpeningInterval[]): OpeningInterval {
  const last = intervals.at(-1)?.day;
  const day: Weekday = last ? weekdays[(weekdays.indexOf(last) + 1) % weekdays.length]! : "monday";
  return { day, start: "09:00", end: "17:00" };
}

type AvatarSettings = { avatarStoragePath?: string | null; avatarUrl?: string | null };

/**
 * The image the preview shows: an upload just made (a local copy), the saved upload (by the signed URL
 * the API served), else the web address typed, once it is one. Undefined: show the placeholder.
 */
export function previewAvatarSource(
  current: AvatarSettings,
  saved: { avatarStoragePath: string | null; avatarUrl: string | null },
  uploaded?: { storagePath: string; previewUrl: string },
): string | undefined {
  if (current.avatarStoragePath) {
    if (uploaded?.storagePath === current.avatarStoragePath) return uploaded.previewUrl;
    if (saved.avatarStoragePath === current.avatarStoragePath) return saved.avatarUrl ?? undefined;
    return undefined;
  }
  return current.avatarUrl && URL.canParse(current.avatarUrl) && /^https?:\/\//i.test(current.avatarUrl) ? current.avatarUrl : undefined;
}

export type FieldErrorPlacement = { fields: { path: string; message: string }[]; message?: string };

/**
 * Where a failed save's field errors go: on the field they name (a nested path such as
 * `businessHours.intervals.0.end` included) when the form shows that setting, the rest above the form.
 */
export function placeFieldErrors(fields: Record<string, string>, fallback: string, shown: readonly string[] = liveChatFormFieldNames): FieldErrorPlacement {
  const placed: FieldErrorPlacement["fields"] = [];
  let isEveryFieldShown = true;
  for (const [path, message] of Object.entries(fields)) {
    if (shown.includes(path.split(".")[0] ?? path)) placed.push({ path, message });
    else isEveryFieldShown = false;
  }
  return { fields: placed, message: placed.length > 0 && isEveryFieldShown ? undefined : fallback };
}
