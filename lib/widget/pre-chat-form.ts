/** Whether the widget asks visitors who they are before the chat: not at all, optionally, or always. */
export const preChatFormModes = ["off", "optional", "required"] as const;
export type PreChatFormMode = (typeof preChatFormModes)[number];
