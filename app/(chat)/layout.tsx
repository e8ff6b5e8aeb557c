import type { ReactNode } from "react";

/** The customer chat: outside the console's shell, the widget alone on the page. */
export default function ChatLayout({ children }: { children: ReactNode }) {
  return <div className="flex min-h-dvh flex-col items-center bg-muted/40 px-4 py-6">{children}</div>;
}
