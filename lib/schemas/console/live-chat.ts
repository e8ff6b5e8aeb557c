import { z } from "zod";

import { liveChatConfigBody } from "@/lib/schemas/agent-api/live-chat";

/**
 * The agent's live-chat configuration as the browser sees it: every setting (a save sends them all back,
 * as the API replaces the whole configuration), the avatar to show and when it was last saved.
 */
export const liveChatView = liveChatConfigBody.extend({
  /** The avatar to show: a signed download URL for an uploaded image (valid for a while), else the URL given. */
  avatarUrl: z.string().nullable().default(null),
  /** When it was last saved; null while the defaults apply. */
  updatedAt: z.string().nullable().default(null),
});
export type LiveChatView = z.output<typeof liveChatView>;

/** Where the browser PUTs an avatar's bytes, and the path the configuration then names. */
export const liveChatImageUploadTicket = z.object({ signedUrl: z.string(), storagePath: z.string() });
export type LiveChatImageUploadTicket = z.infer<typeof liveChatImageUploadTicket>;
