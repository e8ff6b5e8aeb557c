/**
 * A tab of an agent's page: the path segment under `/agents/{agentId}` ("" for Overview), its label, and
 * whether it works with the agent's own key (the console's key for the agent), not the organization's.
 */
export type AgentTab = { segment: string; label: string; usesAgentKey?: boolean };

/** The tabs of an agent's page, in order. Each section of an agent adds its tab here. */
export const agentTabs: readonly AgentTab[] = [
  { segment: "", label: "Overview" },
  { segment: "knowledge", label: "Knowledge", usesAgentKey: true },
  { segment: "functions", label: "Functions" },
  { segment: "crawls", label: "Crawls" },
  { segment: "live-chat", label: "Live chat" },
  { segment: "keys", label: "Keys" },
  { segment: "webhooks", label: "Webhooks", usesAgentKey: true },
  { segment: "limits", label: "Limits", usesAgentKey: true },
  { segment: "users", label: "Users", usesAgentKey: true },
  { segment: "playground", label: "Playground", usesAgentKey: true },
];

export const agentsHref = "/agents";

/** The page of an agent, or of one of its tabs. */
export function agentHref(agentId: string, segment = ""): string {
  const base = `${agentsHref}/${encodeURIComponent(agentId)}`;
  return segment ? `${base}/${segment}` : base;
}

/** The tab a path belongs to, for marking it current; undefined outside the agent's pages. */
export function activeAgentTab(pathname: string, agentId: string, tabs: readonly AgentTab[] = agentTabs): AgentTab | undefined {
  const base = agentHref(agentId);
  if (pathname !== base && !pathname.startsWith(`${base}/`)) return undefined;
  const [segment = ""] = pathname.slice(base.length).split("/").filter(Boolean);
  return tabs.find((tab) => tab.segment === segment);
}
