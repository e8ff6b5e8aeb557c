import { describe, expect, it } from "vitest";

import { agentUserApiPaths } from "./paths";

describe("agentUserApiPaths", () => {
  it("builds the console API routes of an agent's users", () => {
    expect(agentUserApiPaths.users("org", "agent")).toBe("/api/console/organizations/org/agents/agent/users");
    expect(agentUserApiPaths.page("org", "agent", 2, 20)).toBe("/api/console/organizations/org/agents/agent/users?page=2&pageSize=20");
    expect(agentUserApiPaths.user("org", "agent", "user")).toBe("/api/console/organizations/org/agents/agent/users/user");
    expect(agentUserApiPaths.platformUsers("org", "agent")).toBe("/api/console/organizations/org/agents/agent/platform-users");
  });

  it("puts a search in the query string, encoded", () => {
    expect(agentUserApiPaths.search("org", "agent", { by: "phoneNumber", value: "+1 555&0100" })).toBe(
      "/api/console/organizations/org/agents/agent/users/search?by=phoneNumber&value=%2B1+555%260100",
    );
  });

  it("encodes every id it puts in a path", () => {
    expect(agentUserApiPaths.user("o/1", "a?2", "u#3")).toBe("/api/console/organizations/o%2F1/agents/a%3F2/users/u%233");
  });
});
