import type { toast as sonnerToast } from "sonner";

type Toast = typeof sonnerToast;
type Message = Parameters<Toast>[0];
type Options = Parameters<Toast>[1];
type Kind = "success" | "error" | "info" | "warning";

let toaster: Promise<Toast> | undefined;
let onToasterReady: ((toast: Toast) => void) | undefined;
const listeners = new Set<() => void>();

/** Asks for the toaster (once): the layout's mount point hears it and loads it. */
function requestToaster(): Promise<Toast> {
  if (!toaster) {
    toaster = new Promise((resolve) => (onToasterReady = resolve));
    for (const listener of listeners) listener();
  }
  return toaster;
}

/**
 * The toaster's side of the hand-over: the layout's mount point subscribes to the request and, once the toaster
 * listens for toasts, hands over Sonner's `toast`, and the toasts asked for meanwhile are shown in order.
 */
export const toasterRequest = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  isRequested: () => toaster !== undefined,
  request: () => void requestToaster(),
  ready: (toast: Toast) => onToasterReady?.(toast),
};

function show(kind?: Kind) {
  return (message: Message, options?: Options) => void requestToaster().then((toast) => (kind ? toast[kind](message, options) : toast(message, options)));
}

/**
 * The console's toasts, with Sonner's calls. Sonner is not part of any page's first load: it loads when the page
 * is idle or at the first toast, whichever comes first, and a toast asked for before it is there waits for it.
 */
export const toast = Object.assign(show(), { success: show("success"), error: show("error"), info: show("info"), warning: show("warning") });
