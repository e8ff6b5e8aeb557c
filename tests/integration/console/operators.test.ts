import { beforeAll, describe, expect, inject, it } from "vitest";

import { ConsoleSession } from "@/tests/support/http-session";
import { invite } from "@/tests/support/invite";
import { testPassword, testUsers } from "@/tests/support/test-server-users";

const baseUrl = inject("baseUrl");
const json = (method: string, body: unknown) => ({ method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
type Listed = { id: string; email: string; name: string; status: string; agentIds: string[] };

describe("operators' agents", () => {
  const superadmin = new ConsoleSession(baseUrl, "198.18.4.1");
  const orgAdmin = new ConsoleSession(baseUrl, "198.18.4.2");
  let organizationId = "";
  let users: { id: string; email: string; organizationIds: string[] }[] = [];
  const idOf = (email: string) => users.find((user) => user.email === email)!.id;
  const agentsPath = (userId: string) => `/api/console/organizations/${organizationId}/operators/${userId}/agents`;
  const change = (session: ConsoleSession, userId: string, body: unknown) => session.request(agentsPath(userId), json("PATCH", body));
  const listOperators = async () => (await (await superadmin.request(`/api/console/organizations/${organizationId}/operators`)).json()) as Listed[];

  beforeAll(async () => {
    await superadmin.signIn(testUsers.superadmin.email, testPassword);
    const organizations = (await (await superadmin.request("/api/console/organizations")).json()) as { id: string; name: string }[];
    organizationId = organizations.find((organization) => organization.name === "Northwind Outfitters")!.id;
    await invite(baseUrl, superadmin, "assigned-operator@example.test", "operator", organizationId);
    await invite(baseUrl, superadmin, "operators-admin@example.test", "org_admin", organizationId);
    // An operator of no organization yet, as someone invited before any organization existed.
    const loose = await superadmin.request("/api/console/invitations", json("POST", { email: "loose-operator@example.test", role: "operator" }));
    const { inviteUrl } = (await loose.json()) as { inviteUrl: string };
    await fetch(`${baseUrl}/api/console/invitations/accept`, json("POST", { token: inviteUrl.split("/invite/")[1], name: "Lou", password: testPassword }));
    users = (await (await superadmin.request("/api/console/users")).json()) as typeof users;
    expect(await orgAdmin.signIn("operators-admin@example.test", testPassword)).toBeUndefined();
  });

  it("lists the organization's operators with the agents each watches", async () => {
    const listed = await listOperators();
    expect(listed).toContainEqual({
      id: idOf("assigned-operator@example.test"),
      email: "assigned-operator@example.test",
      name: "assigned-operator@example.test",
      status: "active",
      agentIds: [],
    });
    // Only operators, and only the organization's members.
    expect(listed.map((operator) => operator.email)).not.toContain("operators-admin@example.test");
    expect(listed.map((operator) => operator.email)).not.toContain("loose-operator@example.test");
  });

  it("gives and takes only the agents a change names, and shows the result in both views", async () => {
    const operatorId = idOf("assigned-operator@example.test");
    const given = await change(superadmin, operatorId, { add: ["agent-b", "agent-a", "agent-a"] });
    expect(given.status).toBe(200);
    expect(await given.json()).toEqual({ agentIds: ["agent-a", "agent-b"] });
    const swapped = await change(orgAdmin, operatorId, { add: ["agent-c"], remove: ["agent-a"] });
    expect(await swapped.json()).toEqual({ agentIds: ["agent-b", "agent-c"] });
    expect(await (await superadmin.request(agentsPath(operatorId))).json()).toEqual({ agentIds: ["agent-b", "agent-c"] });
    expect((await listOperators()).find((operator) => operator.id === operatorId)!.agentIds).toEqual(["agent-b", "agent-c"]);
  });

  it("keeps both of two changes made at the same moment", async () => {
    const operatorId = idOf("assigned-operator@example.test");
    await Promise.all([
      change(superadmin, operatorId, { add: ["agent-d"] }),
      change(orgAdmin, operatorId, { add: ["agent-e"] }),
      change(superadmin, operatorId, { remove: ["agent-b"] }),
    ]);
    expect(await (await superadmin.request(agentsPath(operatorId))).json()).toEqual({ agentIds: ["agent-c", "agent-d", "agent-e"] });
  });

  it("makes an operator given an agent a member of the organization", async () => {
    const operatorId = idOf("loose-operator@example.test");
    expect((await change(superadmin, operatorId, { add: ["agent-a"] })).status).toBe(200);
    const listed = await listOperators();
    expect(listed.find((operator) => operator.id === operatorId)?.agentIds).toEqual(["agent-a"]);
    const after = (await (await superadmin.request("/api/console/users")).json()) as typeof users;
    expect(after.find((user) => user.id === operatorId)!.organizationIds).toContain(organizationId);
  });

  it("refuses what is not a change of an operator the caller manages", async () => {
    const operatorId = idOf("assigned-operator@example.test");
    expect((await change(superadmin, operatorId, {})).status).toBe(400);
    expect((await change(superadmin, operatorId, { add: ["agent-a"], remove: ["agent-a"] })).status).toBe(400);
    expect((await change(superadmin, operatorId, { add: ["not an id"] })).status).toBe(400);
    const viewer = await change(superadmin, idOf(testUsers.viewer.email), { add: ["agent-a"] });
    expect(viewer.status).toBe(400);
    expect(((await viewer.json()) as { error: { code: string } }).error.code).toBe("NOT_AN_OPERATOR");
    expect((await change(superadmin, idOf(testUsers.superadmin.email), { add: ["agent-a"] })).status).toBe(400);
    expect((await change(superadmin, "00000000-0000-4000-8000-000000000001", { add: ["agent-a"] })).status).toBe(404);
    // An organization admin cannot reach an operator of none of their organizations, nor draw them into one.
    expect((await change(orgAdmin, idOf(testUsers.operator.email), { add: ["agent-a"] })).status).toBe(404);
    expect(
      ((await (await superadmin.request("/api/console/users")).json()) as typeof users).find((user) => user.email === testUsers.operator.email)!
        .organizationIds,
    ).toEqual([]);
  });

  it("shows an operator the agents given to them in their inbox", async () => {
    const agents = (await (await superadmin.request(`/api/console/organizations/${organizationId}/agents`)).json()) as { id: string; name: string }[];
    const support = agents.find((agent) => agent.name === "Northwind Support")!;
    await invite(baseUrl, superadmin, "inbox-operator@example.test", "operator", organizationId);
    const operator = new ConsoleSession(baseUrl, "198.18.4.3");
    expect(await operator.signIn("inbox-operator@example.test", testPassword)).toBeUndefined();
    const inboxAgents = async () =>
      ((await (await operator.request(`/api/console/organizations/${organizationId}/inbox/conversations`)).json()) as { agents: { id: string }[] }).agents.map(
        (agent) => agent.id,
      );
    expect(await inboxAgents()).toEqual([]);
    users = (await (await superadmin.request("/api/console/users")).json()) as typeof users;
    await change(orgAdmin, idOf("inbox-operator@example.test"), { add: [support.id] });
    expect(await inboxAgents()).toEqual([support.id]);
    await change(orgAdmin, idOf("inbox-operator@example.test"), { remove: [support.id] });
    expect(await inboxAgents()).toEqual([]);
  });
});
