// `/widget.js`: the one script a website includes. It frames the chat page from the console's origin and gives
// the frame the room the page asks for; it knows nothing of the chat itself.
import { frameMessageSource, type FrameCommandMessage, type FrameLayoutMessage } from "../frame-messages";
import { widgetPagePath } from "../paths";
import { acceptedLayout } from "./accept-message";
import { frameBox } from "./frame-geometry";

/** How long the page has to say it can be shown before the website's console hears why it is not. */
const layoutTimeoutMs = 10_000;

type SwitchboardChat = { open(): void; close(): void };
type WidgetWindow = Window & { SwitchboardChat?: SwitchboardChat };

function start(script: HTMLScriptElement, host: WidgetWindow) {
  const agentId = script.dataset.agent;
  if (!agentId) {
    console.warn('Switchboard chat: the script tag needs the agent\'s id, as data-agent="…".');
    return;
  }
  const consoleOrigin = new URL(script.src).origin;
  const frame = document.createElement("iframe");
  // The page learns the website's origin from here when the browser tells it neither by ancestorOrigins nor by referrer.
  frame.src = `${consoleOrigin}${widgetPagePath(agentId)}#origin=${encodeURIComponent(host.location.origin)}`;
  frame.title = "Chat";
  frame.setAttribute("allow", "clipboard-write");
  // The page is light: the frame says so too, or the browser paints it an opaque backdrop on a dark website.
  Object.assign(frame.style, {
    position: "fixed",
    border: "0",
    margin: "0",
    padding: "0",
    background: "transparent",
    colorScheme: "light",
    zIndex: "2147483000",
    display: "none",
  });

  let layout: FrameLayoutMessage | undefined;
  const place = () => {
    if (layout) Object.assign(frame.style, frameBox(layout, { width: host.innerWidth, height: host.innerHeight }));
  };
  const timer = setTimeout(() => {
    if (!layout) {
      console.warn(
        `Switchboard chat could not be shown here. If this website (${host.location.origin}) is not among the agent's allowed websites, add it on the agent's Live chat tab.`,
      );
    }
  }, layoutTimeoutMs);

  host.addEventListener("message", (event) => {
    const accepted = acceptedLayout(event, { origin: consoleOrigin, frame: frame.contentWindow });
    if (!accepted) return;
    layout = accepted;
    clearTimeout(timer);
    place();
  });
  host.addEventListener("resize", place);

  const command = (name: FrameCommandMessage["command"]) => {
    const message: FrameCommandMessage = { source: frameMessageSource, type: "command", command: name };
    frame.contentWindow?.postMessage(message, consoleOrigin);
  };
  host.SwitchboardChat = { open: () => command("open"), close: () => command("close") };

  const mount = () => document.body.appendChild(frame);
  if (document.body) mount();
  else document.addEventListener("DOMContentLoaded", mount);
}

const host = window as WidgetWindow;
const script = document.currentScript;
// A second copy of the snippet on the same page adds no second chat.
if (!host.SwitchboardChat && script instanceof HTMLScriptElement) start(script, host);
