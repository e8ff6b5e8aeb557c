import { describe, expect, it } from "vitest";

import { linkShownOnce, replayableOnboarding } from "./onboarding-replay";

describe("replayableOnboarding", () => {
  it("keeps the organization and drops the one-time links, saying who was invited", () => {
    const created = {
      organization: { id: "o1", name: "Acme", region: "us" as const, status: "active" as const },
      subscriptionTitle: "Trial",
      isKeyStored: true,
      invitations: [
        {
          email: "ada@example.test",
          platformRole: "owner" as const,
          role: "org_admin" as const,
          inviteUrl: "https://console/invite/secret",
          expiresAt: "2026-01-01T00:00:00.000Z",
        },
      ],
      members: [{ email: "bob@example.test", role: "operator" as const }],
      problems: [{ email: "eve@example.test", message: "Not an email we can invite." }],
    };
    const replayed = replayableOnboarding(created);
    expect(replayed.organization).toEqual(created.organization);
    expect(replayed.members).toEqual(created.members);
    expect(replayed.invitations).toEqual([]);
    expect(JSON.stringify(replayed)).not.toContain("secret");
    expect(replayed.problems).toEqual([created.problems[0], { email: "ada@example.test", message: linkShownOnce }]);
  });
});
