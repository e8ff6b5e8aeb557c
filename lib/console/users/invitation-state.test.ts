import { describe, expect, it } from "vitest";

import { invitationState } from "./invitation-state";

const now = new Date("2026-03-10T12:00:00Z");
const open = { acceptedAt: null, revokedAt: null, expiresAt: new Date("2026-03-11T12:00:00Z") };

describe("invitationState", () => {
  it("is open before its expiry while neither used nor withdrawn", () => {
    expect(invitationState(open, now)).toBe("open");
  });

  it("is unknown when no invitation has the token", () => {
    expect(invitationState(undefined, now)).toBe("unknown");
  });

  it("is used once accepted, even after it would have expired", () => {
    expect(invitationState({ ...open, acceptedAt: new Date("2026-03-09T12:00:00Z"), expiresAt: new Date("2026-03-09T13:00:00Z") }, now)).toBe("used");
  });

  it("is withdrawn once revoked", () => {
    expect(invitationState({ ...open, revokedAt: new Date("2026-03-09T12:00:00Z") }, now)).toBe("withdrawn");
  });

  it("expires at its expiry instant", () => {
    expect(invitationState({ ...open, expiresAt: now }, now)).toBe("expired");
    expect(invitationState({ ...open, expiresAt: new Date(now.getTime() + 1) }, now)).toBe("open");
  });
});
