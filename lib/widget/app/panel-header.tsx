/** @jsxImportSource preact */
import { useState } from "preact/hooks";

import type { WidgetLook } from "@/lib/schemas/widget";

import { Icon } from "./icons";
import { chatTitle, initials } from "./look";

type Props = { look: WidgetLook; onNewChat: (() => void) | undefined; onClose: (() => void) | undefined };

function Avatar({ look }: { look: WidgetLook }) {
  const [failedUrl, setFailedUrl] = useState<string>();
  const url = look.avatarUrl ?? undefined;
  // The widget's page is plain Preact, outside Next's image pipeline.
  // eslint-disable-next-line @next/next/no-img-element
  if (url && failedUrl !== url) return <img class="sb-avatar" src={url} alt={look.agentName} onError={() => setFailedUrl(url)} />;
  return (
    <span class="sb-avatar sb-avatar-initials" role="img" aria-label={look.agentName}>
      <span aria-hidden="true">{initials(look.agentName)}</span>
    </span>
  );
}

/** The panel's header in the widget's colours: avatar, title and subtitle, and its actions. */
export function PanelHeader({ look, onNewChat, onClose }: Props) {
  return (
    <header class="sb-header">
      <Avatar look={look} />
      <div class="sb-header-text">
        <h1 id="sb-title">{chatTitle(look)}</h1>
        {look.subtitle.trim() ? <p>{look.subtitle}</p> : null}
      </div>
      {onNewChat ? (
        <button type="button" class="sb-header-action" onClick={onNewChat}>
          New chat
        </button>
      ) : null}
      {onClose ? (
        <button type="button" class="sb-header-action sb-icon-button" aria-label="Close chat" onClick={onClose}>
          <Icon name="close" />
        </button>
      ) : null}
    </header>
  );
}
