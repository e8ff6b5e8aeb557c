import { toChatWidget } from "@/lib/console/chat/chat-view";
import { defaultLiveChatConfig, type LiveChatConfig } from "@/lib/schemas/agent-api/live-chat";
import type { WidgetLook } from "@/lib/schemas/widget";

type StoredConfig = (Partial<LiveChatConfig> & { avatarUrl?: string | null }) | undefined;

/**
 * What the widget shows of the agent's live-chat configuration: the chat page's look, and the launcher as the
 * configuration draws it (its light theme's colours, its size and shape). Without a configuration, the defaults.
 */
export function toWidgetLook(config: StoredConfig, agentName: string | undefined): WidgetLook {
  const settings = { ...defaultLiveChatConfig(), ...config };
  const button = settings.widgetButtonConfig;
  const size = Number.parseInt(button.size, 10);
  return {
    ...toChatWidget(config, agentName),
    position: settings.position,
    launcher: {
      type: button.type,
      borderRadius: button.borderRadius,
      size: Number.isFinite(size) ? Math.min(Math.max(size, 40), 96) : 56,
      backgroundColor: button.lightThemeConfig.backgroundColor,
      textColor: button.lightThemeConfig.textColor,
    },
    suggestions: [...settings.suggestions],
    disclaimer: settings.disclaimer,
    footer: settings.chatFooterContent,
  };
}
