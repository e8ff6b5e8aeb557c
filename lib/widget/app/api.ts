import type {
  WidgetFeedbackBody,
  WidgetSendBody,
  WidgetSendResult,
  WidgetStartBody,
  WidgetState,
  WidgetThread,
  WidgetUploadBody,
  WidgetUploadTicket,
} from "@/lib/schemas/widget";
import { widgetApiPaths } from "@/lib/widget/paths";

import { offlineText, toApiError, WidgetApiError } from "./api-errors";

/** One call to the widget's routes; the visitor's cookie goes along. Failures become a `WidgetApiError`. */
async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: "same-origin",
      headers: body === undefined ? { accept: "application/json" } : { accept: "application/json", "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new WidgetApiError(0, "NETWORK", offlineText);
  }
  const payload: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);
  if (!response.ok) throw toApiError(response.status, payload, response.headers.get("retry-after"));
  return payload as T;
}

/** The widget's routes for one agent. */
export function widgetApi(agentId: string) {
  return {
    state: () => call<WidgetState>("GET", widgetApiPaths.state(agentId)),
    start: (body: WidgetStartBody) => call<WidgetThread>("POST", widgetApiPaths.conversations(agentId), body),
    thread: (conversationId: string) => call<WidgetThread>("GET", widgetApiPaths.conversation(agentId, conversationId)),
    send: (conversationId: string, body: WidgetSendBody) => call<WidgetSendResult>("POST", widgetApiPaths.messages(agentId, conversationId), body),
    upload: (conversationId: string, body: WidgetUploadBody) => call<WidgetUploadTicket>("POST", widgetApiPaths.uploads(agentId, conversationId), body),
    vote: (conversationId: string, messageId: string, body: WidgetFeedbackBody) =>
      call<void>("PUT", widgetApiPaths.feedback(agentId, conversationId, messageId), body),
    eventsUrl: (conversationId: string) => widgetApiPaths.events(agentId, conversationId),
  };
}

export type WidgetApi = ReturnType<typeof widgetApi>;

/** PUTs a file's bytes to its signed URL, telling how far it got (0 to 1). */
export function putFile(signedUrl: string, file: Blob, contentType: string, onProgress: (share: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("PUT", signedUrl);
    request.setRequestHeader("content-type", contentType);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () =>
      request.status >= 200 && request.status < 300
        ? resolve()
        : reject(new WidgetApiError(request.status, "UPLOAD_FAILED", "The file could not be uploaded. Try again."));
    request.onerror = () => reject(new WidgetApiError(0, "NETWORK", offlineText));
    request.send(file);
  });
}
