import type { PreChatFormMode, WidgetSettingsView } from "@/lib/schemas/widget";

import { widgetPagePath } from "./paths";
import { widgetSnippet } from "./snippet";

type StoredWidgetSettings = { allowedOrigins: string[]; preChatForm: PreChatFormMode; updatedAt: Date | null };

/** The widget settings as the console shows them: with the snippet to paste and the preview, both on the console's origin. */
export function widgetSettingsViewOf(settings: StoredWidgetSettings, consoleOrigin: string, agentId: string): WidgetSettingsView {
  return {
    allowedOrigins: settings.allowedOrigins,
    preChatForm: settings.preChatForm,
    snippet: widgetSnippet(consoleOrigin, agentId),
    previewUrl: `${consoleOrigin}${widgetPagePath(agentId)}`,
    updatedAt: settings.updatedAt?.toISOString() ?? null,
  };
}
