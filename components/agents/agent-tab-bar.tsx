"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

import { useCurrentInView } from "@/components/ui/use-current-in-view";
import { activeAgentTab, agentHref, agentTabs } from "@/lib/console/agents/agent-tabs";
import { cn } from "@/lib/utils/cn";

/**
 * The agent's sections as links, the current one marked for sight and for screen readers. Where they do not
 * fit (a phone), the row scrolls on its own and keeps the current tab in view.
 */
export function AgentTabBar({ agentId }: { agentId: string }) {
  const current = activeAgentTab(usePathname(), agentId);
  const row = useCurrentInView<HTMLUListElement>(current?.segment);
  return (
    <nav aria-label="Agent sections" className="border-b">
      <ul ref={row} className="-mb-px flex gap-1 overflow-x-auto overscroll-x-contain">
        {agentTabs.map((tab) => {
          const isCurrent = tab === current;
          return (
            <li key={tab.segment} className="shrink-0">
              <Link
                href={agentHref(agentId, tab.segment)}
                aria-current={isCurrent ? "page" : undefined}
                className={cn(
                  "inline-flex h-10 items-center rounded-t-md border-b-2 px-3 text-sm font-medium whitespace-nowrap transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset",
                  isCurrent ? "border-primary text-foreground" : "border-transparent text-muted-foreground hover:text-foreground",
                )}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
