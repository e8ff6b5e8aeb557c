"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

import { activeAgentTab, agentHref, agentTabs } from "@/lib/console/agent-tabs";
import { cn } from "@/lib/utils/cn";

/** The agent's sections as links, the current one marked for sight and for screen readers. */
export function AgentTabBar({ agentId }: { agentId: string }) {
  const current = activeAgentTab(usePathname(), agentId);
  return (
    <nav aria-label="Agent sections" className="border-b">
      <ul className="-mb-px flex gap-1 overflow-x-auto">
        {agentTabs.map((tab) => {
          const isCurrent = tab === current;
          return (
            <li key={tab.segment}>
              <Link
                href={agentHref(agentId, tab.segment)}
                aria-current={isCurrent ? "page" : undefined}
                className={cn(
                  "inline-flex h-10 items-center border-b-2 px-3 text-sm font-medium whitespace-nowrap transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
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
