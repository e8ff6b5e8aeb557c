import { liveChatImageTypes } from "@/lib/schemas/agent-api/live-chat";

export type LiveChatImageType = (typeof liveChatImageTypes)[number];

export type LiveChatImageCheck = { isAccepted: true; contentType: LiveChatImageType } | { isAccepted: false; reason: string };

/** The largest avatar the console uploads: a widget shows it at a few dozen pixels. */
export const maxAvatarBytes = 2 * 1024 * 1024;

const typesByExtension: Record<string, LiveChatImageType> = {
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
};

/** What the file picker offers. */
export const liveChatImageAccept = [...liveChatImageTypes, ...Object.keys(typesByExtension)].join(",");

const extensionOf = (fileName: string) => {
  const dot = fileName.lastIndexOf(".");
  return dot < 0 ? "" : fileName.slice(dot).toLowerCase();
};

/**
 * Whether a file can be the widget's avatar, and the Content-Type to upload it with: the browser's type
 * when it is one the API takes, else the one its extension names. SVG is refused, as it can carry scripts.
 */
export function checkLiveChatImageFile(file: { name: string; type: string; size: number }): LiveChatImageCheck {
  const contentType = (liveChatImageTypes as readonly string[]).includes(file.type)
    ? (file.type as LiveChatImageType)
    : typesByExtension[extensionOf(file.name)];
  if (!contentType) return { isAccepted: false, reason: "Choose a PNG, JPEG, GIF or WebP image." };
  if (file.size === 0) return { isAccepted: false, reason: "The image is empty." };
  if (file.size > maxAvatarBytes) return { isAccepted: false, reason: `The image is larger than ${maxAvatarBytes / 1024 / 1024} MiB.` };
  return { isAccepted: true, contentType };
}
