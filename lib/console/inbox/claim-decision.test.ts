import { describe, expect, it } from "vitest";

import type { ConsoleRole } from "@/lib/console/users/roles";

import { claimActions, claimTakenBy, decideClaimAction, mayTakeFromOthers, type ClaimAction } from "./claim-decision";

const otto = { id: "otto", name: "Otto" };
const actor = (role: ConsoleRole, id = "ann") => ({ id, role });
const onClaim: ClaimAction[] = ["claim", "takeOver", "reply", "handBack", "close"];

describe("decideClaimAction", () => {
  it("lets anyone act on a conversation nobody holds", () => {
    for (const action of claimActions.filter((action) => action !== "take")) {
      expect(decideClaimAction(actor("operator"), null, action)).toEqual({ isAllowed: true });
    }
  });

  it("lets the holder do everything the claim covers", () => {
    for (const action of onClaim) expect(decideClaimAction(actor("operator", "otto"), otto, action)).toEqual({ isAllowed: true });
  });

  it("refuses everyone else with 409 naming the holder, admins included, on every action the claim covers", () => {
    for (const role of ["operator", "org_admin", "superadmin"] as const) {
      for (const action of onClaim) {
        const decision = decideClaimAction(actor(role), otto, action);
        expect(decision).toMatchObject({ isAllowed: false, status: 409, code: "CLAIMED", holder: otto });
        expect(!decision.isAllowed && decision.message).toMatch(/^Otto is/);
      }
    }
  });

  it("says what only the holder can do", () => {
    const messageOf = (action: ClaimAction) => {
      const decision = decideClaimAction(actor("operator"), otto, action);
      return decision.isAllowed ? "" : decision.message;
    };
    expect(messageOf("handBack")).toBe("Otto is handling this conversation: only they can hand it back to the AI.");
    expect(messageOf("close")).toBe("Otto is handling this conversation: only they can close it.");
    expect(messageOf("reply")).toBe("Otto is handling this conversation: only they can reply.");
    expect(messageOf("claim")).toBe("Otto is already handling this conversation.");
  });

  it("leaves internal notes open to every colleague", () => {
    expect(decideClaimAction(actor("operator"), otto, "note")).toEqual({ isAllowed: true });
  });

  it("lets admins take a conversation from its holder, and never an operator", () => {
    expect(decideClaimAction(actor("org_admin"), otto, "take")).toEqual({ isAllowed: true });
    expect(decideClaimAction(actor("superadmin"), otto, "take")).toEqual({ isAllowed: true });
    expect(decideClaimAction(actor("operator"), otto, "take")).toMatchObject({ isAllowed: false, status: 403, code: "TAKE_NOT_ALLOWED" });
    expect(decideClaimAction(actor("operator"), null, "take")).toMatchObject({ isAllowed: false, status: 403 });
  });
});

describe("mayTakeFromOthers", () => {
  it("is for admins only", () => {
    expect((["superadmin", "org_admin", "operator", "viewer"] as const).map(mayTakeFromOthers)).toEqual([true, true, false, false]);
  });
});

describe("claimTakenBy", () => {
  const ann = { id: "ann", name: "Ann" };
  const summary = (operator: typeof ann | null, updatedAt = "2026-01-01T10:00:00Z") => ({ operator, updatedAt });

  it("names who took the user's conversation", () => {
    expect(claimTakenBy(summary(otto), summary(ann, "2026-01-01T10:01:00Z"), "otto")).toEqual(ann);
  });

  it("says nothing when the user let it go, never held it, still holds it, or the summary is older", () => {
    expect(claimTakenBy(summary(otto), summary(null), "otto")).toBeNull();
    expect(claimTakenBy(summary(ann), summary(otto), "olga")).toBeNull();
    expect(claimTakenBy(summary(otto), summary(otto), "otto")).toBeNull();
    expect(claimTakenBy(undefined, summary(ann), "otto")).toBeNull();
    expect(claimTakenBy(summary(otto, "2026-01-01T10:05:00Z"), summary(ann), "otto")).toBeNull();
  });
});
