import { QueryClient, type QueryKey } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";

import { getConversationUserLimits } from "./agent-limits";
import { getAgent, listAgentKeys, listAgents } from "./agents";
import { listAuditEntries } from "./audit";
import { getChatThread } from "./chat";
import { listVaultKeys } from "./console-keys";
import { getConversationUser, listConversationUsers, searchConversationUsers } from "./conversation-users";
import { listPlaygroundMessages } from "./playground";
import { consoleOrganizationScope, consoleQueryKey, consoleQueryScope } from "./query-key";
import { getWidgetSettings } from "./widget";

describe("consoleQueryKey", () => {
  it("is the route's path with its parameters filled in, then the query", () => {
    expect(consoleQueryKey(getAgent, { params: { organizationId: "o1", agentId: "a1" } })).toEqual(["console", "organizations", "o1", "agents", "a1", {}]);
    expect(consoleQueryKey(listConversationUsers, { params: { organizationId: "o1", agentId: "a1" }, query: { page: 2, pageSize: 20 } })).toEqual([
      "console",
      "organizations",
      "o1",
      "agents",
      "a1",
      "users",
      { page: 2, pageSize: 20 },
    ]);
  });

  it("needs no input for a route without parameters", () => {
    expect(consoleQueryKey(listVaultKeys)).toEqual(["console", "keys", {}]);
  });

  it("leaves out what the address leaves out: query values that are not given", () => {
    const search = { by: "email", value: undefined } as unknown as { by: "email"; value: string };
    expect(consoleQueryKey(searchConversationUsers, { params: { organizationId: "o1", agentId: "a1" }, query: search }).at(-1)).toEqual({ by: "email" });
  });

  it("holds a search's values as the same plain object", () => {
    const search = new URLSearchParams([
      ["action", "agent.update"],
      ["page", "2"],
      ["actor", "a"],
      ["actor", "b"],
    ]);
    expect(consoleQueryKey(listAuditEntries, { query: search }).at(-1)).toEqual({ action: "agent.update", page: "2", actor: ["a", "b"] });
    expect(consoleQueryKey(listAuditEntries, { query: new URLSearchParams() })).toEqual(consoleQueryKey(listAuditEntries));
  });

  it("keeps values as they are: the key is never an address", () => {
    expect(consoleQueryKey(getAgent, { params: { organizationId: "o/1", agentId: "a 1" } })).toEqual(["console", "organizations", "o/1", "agents", "a 1", {}]);
  });

  it("keeps each agent's reads under its organization and agent", () => {
    const params = { organizationId: "o1", agentId: "a1" };
    expect(consoleQueryKey(getWidgetSettings, { params }).slice(0, 5)).toEqual(["console", "organizations", "o1", "agents", "a1"]);
    expect(consoleQueryKey(listPlaygroundMessages, { params: { ...params, conversationId: "c1" } }).slice(0, 5)).toEqual(
      consoleQueryScope(getAgent, { params }),
    );
    expect(consoleQueryKey(getChatThread, { params: { ...params, conversationId: "c1" } })).toEqual([
      "console",
      "organizations",
      "o1",
      "chat",
      "a1",
      "conversations",
      "c1",
      "messages",
      {},
    ]);
  });

  it("refuses to build a key without a parameter it needs", () => {
    expect(() => consoleQueryKey(getAgent, { params: { organizationId: "o1" } } as never)).toThrow(/getAgent needs agentId/);
  });
});

describe("consoleQueryScope", () => {
  it("is the path's segments without the query", () => {
    expect(consoleQueryScope(listConversationUsers, { params: { organizationId: "o1", agentId: "a1" } })).toEqual([
      "console",
      "organizations",
      "o1",
      "agents",
      "a1",
      "users",
    ]);
    expect(consoleOrganizationScope("o1")).toEqual(["console", "organizations", "o1"]);
  });
});

describe("console query keys in the cache", () => {
  const o1 = { organizationId: "o1" };
  const a1 = { organizationId: "o1", agentId: "a1" };
  const a2 = { organizationId: "o1", agentId: "a2" };
  const keys = {
    agents: consoleQueryKey(listAgents, { params: o1 }),
    otherOrganizationAgents: consoleQueryKey(listAgents, { params: { organizationId: "o2" } }),
    agent1: consoleQueryKey(getAgent, { params: a1 }),
    agent1Keys: consoleQueryKey(listAgentKeys, { params: a1 }),
    agent2: consoleQueryKey(getAgent, { params: a2 }),
    usersPage1: consoleQueryKey(listConversationUsers, { params: a1, query: { page: 1, pageSize: 20 } }),
    usersPage2: consoleQueryKey(listConversationUsers, { params: a1, query: { page: 2, pageSize: 20 } }),
    usersSearch: consoleQueryKey(searchConversationUsers, { params: a1, query: { by: "email", value: "ann@example.com" } }),
    user: consoleQueryKey(getConversationUser, { params: { ...a1, userId: "u1" } }),
    userLimits: consoleQueryKey(getConversationUserLimits, { params: { ...a1, userId: "u1" } }),
  };
  type Name = keyof typeof keys;

  function seeded() {
    const queryClient = new QueryClient();
    for (const [name, key] of Object.entries(keys)) queryClient.setQueryData(key, name);
    return queryClient;
  }

  const found = (queryClient: QueryClient, queryKey: QueryKey) =>
    queryClient
      .getQueryCache()
      .findAll({ queryKey })
      .map((query) => query.state.data as Name)
      .sort();

  it("matches a list under any query, but none of the reads below its path", () => {
    const queryClient = seeded();
    expect(found(queryClient, keys.agents)).toEqual(["agents"]);
    expect(found(queryClient, consoleQueryKey(listConversationUsers, { params: a1 }))).toEqual(["usersPage1", "usersPage2"]);
  });

  it("tells a list's queries apart", () => {
    const queryClient = seeded();
    expect(found(queryClient, keys.usersPage2)).toEqual(["usersPage2"]);
    expect(found(queryClient, consoleQueryKey(listConversationUsers, { params: a1, query: { page: 2 } }))).toEqual(["usersPage2"]);
  });

  it("matches one detail, not the reads below it", () => {
    const queryClient = seeded();
    expect(found(queryClient, keys.agent1)).toEqual(["agent1"]);
    expect(found(queryClient, keys.user)).toEqual(["user"]);
    queryClient.removeQueries({ queryKey: keys.user });
    expect(queryClient.getQueryData(keys.userLimits)).toBe("userLimits");
  });

  it("scopes everything under a path, and only that", () => {
    const queryClient = seeded();
    expect(found(queryClient, consoleQueryScope(getAgent, { params: a1 }))).toEqual([
      "agent1",
      "agent1Keys",
      "user",
      "userLimits",
      "usersPage1",
      "usersPage2",
      "usersSearch",
    ]);
    expect(found(queryClient, consoleQueryScope(listConversationUsers, { params: a1 }))).toEqual([
      "user",
      "userLimits",
      "usersPage1",
      "usersPage2",
      "usersSearch",
    ]);
  });

  it("keeps organizations apart", () => {
    const queryClient = seeded();
    expect(found(queryClient, consoleOrganizationScope("o1"))).not.toContain("otherOrganizationAgents");
    expect(found(queryClient, consoleOrganizationScope("o2"))).toEqual(["otherOrganizationAgents"]);
    expect(found(queryClient, consoleQueryKey(listAgents, { params: { organizationId: "o2" } }))).toEqual(["otherOrganizationAgents"]);
  });

  it("invalidates exactly what it matches", async () => {
    const queryClient = seeded();
    await queryClient.invalidateQueries({ queryKey: consoleQueryKey(listConversationUsers, { params: a1 }) });
    const invalidated = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => query.state.data);
    expect(invalidated.sort()).toEqual(["usersPage1", "usersPage2"]);
  });

  it("reads and writes the same entry a query stores under its key", () => {
    const queryClient = seeded();
    queryClient.setQueryData(consoleQueryKey(getAgent, { params: { organizationId: "o1", agentId: "a1" } }), "saved");
    expect(queryClient.getQueryData(keys.agent1)).toBe("saved");
    expect(queryClient.getQueryCache().findAll({ queryKey: keys.agent1, exact: true })).toHaveLength(1);
  });
});
