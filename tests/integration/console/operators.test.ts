import { beforeAll, describe, expect, inject, it } from "vitest";

import { ConsoleSession } from "@/tests/support/http-session";
import { testPassword, testUsers } from "@/tests/support/test-server-users";

const baseUrl = inject("baseUrl");
const json = (method: string, body: unknown) => ({ method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

describe("operators' agents", () => {
  const superadmin = new ConsoleSession(baseUrl, "198.18.4.1");
  let organizationId = "";
  let operatorId = "";

  beforeAll(async () => {
    await superadmin.signIn(testUsers.superadmin.email, testPassword);
    const organizations = (await (await superadmin.request("/api/console/organizations")).json()) as { id: string; name: string }[];
    organizationId = organizations.find((organization) => organization.name === "Northwind Outfitters")!.id;
    const invitation = await superadmin.request("/api/console/invitations", json("POST", { email: "assigned-operator@example.test", role: "operator", organizationId }));
    const { inviteUrl } = (await invitation.json()) as { inviteUrl: string };
    await fetch(`${baseUrl}/api/console/invitations/accept`, json("POST", { token: inviteUrl.split("/invite/")[1], name: "Olga", password: testPassword }));
    const users = (await (await superadmin.request("/api/console/users")).json()) as { id: string; email: string }[];
    operatorId = users.find((user) => user.email === "assigned-operator@example.test")!.id;
  });

  it("gives an operator exactly the agents chosen, and shows them", async () => {
    const path = `/api/console/organizations/${organizationId}/operators/${operatorId}/agents`;
    expect((await (await superadmin.request(path)).json()) as unknown).toEqual({ agentIds: [] });
    const assigned = await superadmin.request(path, json("PUT", { agentIds: ["agent-b", "agent-a", "agent-a"] }));
    expect(await assigned.json()).toEqual({ agentIds: ["agent-a", "agent-b"] });
    await superadmin.request(path, json("PUT", { agentIds: ["agent-c"] }));
    expect(await (await superadmin.request(path)).json()).toEqual({ agentIds: ["agent-c"] });
  });

  it("gives agents only to operators who are members of the organization", async () => {
    const users = (await (await superadmin.request("/api/console/users")).json()) as { id: string; email: string }[];
    const viewer = users.find((user) => user.email === testUsers.viewer.email)!;
    const notMember = await superadmin.request(`/api/console/organizations/${organizationId}/operators/${viewer.id}/agents`, json("PUT", { agentIds: [] }));
    expect(notMember.status).toBe(404);
    const notOperator = await superadmin.request(
      `/api/console/organizations/${organizationId}/operators/${users.find((user) => user.email === testUsers.superadmin.email)!.id}/agents`,
      json("PUT", { agentIds: [] }),
    );
    expect(notOperator.status).toBe(404);
  });
});
