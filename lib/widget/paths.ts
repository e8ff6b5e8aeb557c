/**
 * Where the widget lives on the console's origin: the loader a website includes, the page the loader frames,
 * and the public routes that page calls. Each address is written here only.
 */
const enc = encodeURIComponent;

export const widgetLoaderPath = "/widget.js";

/** The page framed on the website: the launcher and the chat. */
export const widgetPagePath = (agentId: string) => `/widget/${enc(agentId)}`;

/** Where an agent's widget routes live: the visitor cookie is sent to these only. */
export const widgetApiRoot = (agentId: string) => `/api/widget/${enc(agentId)}`;
const api = widgetApiRoot;
const conversation = (agentId: string, conversationId: string) => `${api(agentId)}/conversations/${enc(conversationId)}`;

export const widgetApiPaths = {
  /** GET: availability and the visitor's latest conversation; gives a new visitor their token. */
  state: (agentId: string) => `${api(agentId)}/state`,
  /** POST: starts a conversation (the pre-chat form). */
  conversations: (agentId: string) => `${api(agentId)}/conversations`,
  /** GET: one of the visitor's conversations. */
  conversation,
  /** POST: sends the visitor's message. */
  messages: (agentId: string, conversationId: string) => `${conversation(agentId, conversationId)}/messages`,
  /** GET: Server-Sent Events telling the widget the conversation changed. */
  events: (agentId: string, conversationId: string) => `${conversation(agentId, conversationId)}/events`,
  /** POST: a signed URL to upload an attachment to. */
  uploads: (agentId: string, conversationId: string) => `${conversation(agentId, conversationId)}/uploads`,
  /** PUT: the visitor's thumbs up or down on an answer. */
  feedback: (agentId: string, conversationId: string, messageId: string) => `${conversation(agentId, conversationId)}/messages/${enc(messageId)}/feedback`,
} as const;

/** The visitor token's cookie, set on the console's origin by the widget's routes. */
export const visitorCookieName = "switchboard_widget_visitor";

/** The element of the widget's page that holds its boot data (JSON), and the one the chat renders into. */
export const widgetBootElementId = "switchboard-widget-boot";
export const widgetRootElementId = "switchboard-widget";
