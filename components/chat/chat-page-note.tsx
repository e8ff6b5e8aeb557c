import { Info } from "lucide-react";
import Link from "next/link";

import type { ChatWidget } from "@/lib/schemas/console/chat";

/** Above the widget: this is the console's try-it page, not the public widget, and where operators answer. */
export function ChatPageNote({ widget }: { widget: Pick<ChatWidget, "isEnabled" | "isConfigured"> }) {
  return (
    <aside aria-label="About this page" className="flex w-full max-w-md items-start gap-2 rounded-lg border bg-background px-3 py-2 text-sm">
      <Info className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="space-y-1">
        <p>
          You are chatting as a customer. Operators see this conversation in the{" "}
          <Link href="/inbox" target="_blank" rel="noopener" className="font-medium text-primary underline underline-offset-4">
            Inbox
          </Link>
          .
        </p>
        {!widget.isConfigured ? (
          <p className="text-muted-foreground">The live-chat settings could not be read, so the widget shows its defaults.</p>
        ) : !widget.isEnabled ? (
          <p className="text-muted-foreground">The live chat is off for this agent: visitors to your site do not see it yet.</p>
        ) : null}
      </div>
    </aside>
  );
}
