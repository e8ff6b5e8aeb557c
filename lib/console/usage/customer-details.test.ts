import { describe, expect, it } from "vitest";

import type { AgentUsage, UsageConversationsPage } from "@/lib/schemas/console/usage";

import { agentUsageAsSeen, conversationsAsSeen, customerDetailsFor } from "./customer-details";

const conversation = {
  id: "c1",
  title: "Where is my order?",
  conversationUserId: "u1",
  userName: "Ada Lovelace",
  userEmail: "ada@example.com",
  mode: "ai",
  source: "web",
  messages: 4,
  tokens: 120,
  isHandedOff: false,
  createdAt: "2026-11-01T10:00:00.000Z",
  updatedAt: "2026-11-01T10:05:00.000Z",
};

const page: Omit<UsageConversationsPage, "customerDetails"> = {
  agent: { agentId: "a1", name: "Support" },
  from: "2026-11-01T00:00:00.000Z",
  to: "2026-11-02T00:00:00.000Z",
  page: 2,
  pageSize: 25,
  totalItems: 30,
  totalPages: 2,
  conversations: [conversation],
};

describe("customerDetailsFor", () => {
  it("shows them to every role but viewers, and to viewers allowed", () => {
    for (const role of ["superadmin", "org_admin", "operator"] as const) expect(customerDetailsFor({ role, mayViewCustomerDetails: false })).toBe("shown");
    expect(customerDetailsFor({ role: "viewer", mayViewCustomerDetails: false })).toBe("hidden");
    expect(customerDetailsFor({ role: "viewer", mayViewCustomerDetails: true })).toBe("shown");
  });
});

describe("conversationsAsSeen", () => {
  it("keeps the conversations for those who see details", () => {
    expect(conversationsAsSeen(page, "shown")).toEqual({ ...page, customerDetails: "shown" });
  });

  it("keeps only how many there were otherwise", () => {
    const seen = conversationsAsSeen(page, "hidden");
    expect(seen).toMatchObject({ totalItems: 30, page: 1, totalPages: 1, conversations: [], customerDetails: "hidden" });
    expect(JSON.stringify(seen)).not.toMatch(/Ada|ada@|order/);
    expect(conversationsAsSeen({ ...page, totalItems: 0, totalPages: 0, conversations: [] }, "hidden").totalPages).toBe(0);
  });
});

describe("agentUsageAsSeen", () => {
  const usage = { users: [{ conversationUserId: "u1", name: "Ada Lovelace", email: "ada@example.com", conversations: 1, messages: 4, tokens: 120 }] } as Omit<
    AgentUsage,
    "customerDetails"
  >;

  it("drops the list of users when details are hidden", () => {
    expect(agentUsageAsSeen(usage, "hidden")).toEqual({ users: null, customerDetails: "hidden" });
    expect(agentUsageAsSeen(usage, "shown")).toEqual({ ...usage, customerDetails: "shown" });
  });
});
