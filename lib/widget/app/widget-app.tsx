/** @jsxImportSource preact */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "preact/hooks";

import type { WidgetBoot } from "@/lib/schemas/widget";

import { isWidgetHidden, type FrameContext } from "./frame";
import { Launcher } from "./launcher";
import { widgetColors } from "./look";
import { Panel } from "./panel";
import { frameOf, useFrameCommands, useLayoutMessages } from "./use-frame";
import { useWidgetChat } from "./use-widget-chat";

const panelId = "sb-panel";

type Props = {
  boot: WidgetBoot;
  context: FrameContext;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onLauncherExtent: (pixels: number) => void;
};

/** The launcher and the chat panel; opened directly, the panel alone fills the page. */
function VisibleWidget({ boot, context, isOpen, onOpenChange, onLauncherExtent }: Props) {
  const chat = useWidgetChat(boot, isOpen);
  const colors = widgetColors(boot.look);
  const isDirect = context === "direct";
  const launcherRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const wasOpenRef = useRef(isOpen);

  useLayoutEffect(() => {
    const button = launcherRef.current;
    if (button?.offsetWidth) onLauncherExtent(Math.ceil(Math.max(button.offsetWidth, button.offsetHeight)));
  });

  useEffect(() => {
    if (isOpen && !wasOpenRef.current) {
      const field = panelRef.current?.querySelector<HTMLElement>("[data-autofocus]");
      (field ?? panelRef.current)?.focus();
    }
    if (!isOpen && wasOpenRef.current) launcherRef.current?.focus();
    wasOpenRef.current = isOpen;
  }, [isOpen]);

  const isLoaded = chat.load.status !== "loading";
  useEffect(() => {
    // The form or the composer appears once the chat has loaded: the visitor who opened it lands there.
    if (isLoaded && isOpen && document.activeElement === panelRef.current) panelRef.current?.querySelector<HTMLElement>("[data-autofocus]")?.focus();
  }, [isLoaded, isOpen]);

  const style = { "--sb-color": colors.color, "--sb-text-color": colors.textColor, "--sb-launcher-size": `${boot.look.launcher.size}px` };
  return (
    <div class={`sb-widget sb-${boot.look.position}${isOpen ? " sb-open" : ""}${isDirect ? " sb-direct" : ""}`} style={style}>
      <Panel
        boot={boot}
        chat={chat}
        panelId={panelId}
        isOpen={isOpen}
        panelRef={panelRef}
        textareaRef={textareaRef}
        onClose={isDirect ? undefined : () => onOpenChange(false)}
      />
      {isDirect ? null : (
        <Launcher
          look={boot.look}
          colors={colors}
          isOpen={isOpen}
          hasUnread={chat.hasUnread}
          panelId={panelId}
          buttonRef={launcherRef}
          onToggle={() => onOpenChange(!isOpen)}
        />
      )}
    </div>
  );
}

/**
 * The widget's page: where it is shown decides what it does. A website sees nothing while the chat is off;
 * the loader is told how much room the page needs and may open or close it.
 */
export function WidgetApp({ boot }: { boot: WidgetBoot }) {
  const { context, targetOrigin } = useMemo(() => frameOf(boot), [boot]);
  const isHidden = isWidgetHidden(context, boot.look.isEnabled);
  const [isOpen, setOpen] = useState(context === "direct");
  const [launcherExtent, setLauncherExtent] = useState(boot.look.launcher.size);
  useLayoutMessages(targetOrigin, isHidden ? "hidden" : isOpen ? "open" : "closed", boot.look.position, launcherExtent);
  useFrameCommands(boot.allowedOrigins, (command) => {
    if (!isHidden && context !== "direct") setOpen(command === "open");
  });
  if (isHidden) return null;
  return <VisibleWidget boot={boot} context={context} isOpen={isOpen} onOpenChange={setOpen} onLauncherExtent={setLauncherExtent} />;
}
