import type { ReactNode } from "react";

import { requirePageUser } from "@/lib/console/auth/session";

/**
 * The customer chat: outside the console's shell, the widget alone on the page. A visitor without a session is
 * sent to sign-in here, before the page starts streaming, so the answer is a redirect and not a page.
 */
export default async function ChatLayout({ children }: { children: ReactNode }) {
  await requirePageUser();
  return <div className="flex min-h-dvh flex-col items-center bg-muted/40 px-4 py-6">{children}</div>;
}
