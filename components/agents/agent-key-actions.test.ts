import { describe, expect, it } from "vitest";

import { agentKeyActions, currentRotation, hasConsoleKey, keyName, pendingKeyAction, type AgentApiKey } from "./agent-key-actions";

describe("agentKeyActions", () => {
  it("offers rotate and revoke on an active key", () => {
    expect(agentKeyActions({ status: "active" })).toEqual({ canRotate: true, canRevoke: true });
  });

  it("offers only revoke on an expired key: rotating keeps the expiry, so the new secret would not work either", () => {
    expect(agentKeyActions({ status: "expired" })).toEqual({ canRotate: false, canRevoke: true });
  });

  it("offers nothing on a revoked key", () => {
    expect(agentKeyActions({ status: "revoked" })).toEqual({ canRotate: false, canRevoke: false });
  });
});

describe("hasConsoleKey", () => {
  it("is true when one key is the console's", () => {
    expect(hasConsoleKey([{ isUsedByConsole: false }, { isUsedByConsole: true }])).toBe(true);
    expect(hasConsoleKey([{ isUsedByConsole: false }])).toBe(false);
    expect(hasConsoleKey([])).toBe(false);
  });
});

describe("pendingKeyAction", () => {
  it("names the key being rotated or revoked", () => {
    expect(pendingKeyAction({ isPending: true, variables: "k1" }, { isPending: false })).toEqual({ keyId: "k1", action: "rotate" });
    expect(pendingKeyAction({ isPending: false, variables: "k1" }, { isPending: true, variables: "k2" })).toEqual({ keyId: "k2", action: "revoke" });
    expect(pendingKeyAction({ isPending: false }, { isPending: false })).toBeUndefined();
  });
});

describe("currentRotation", () => {
  const key = (overrides: Partial<AgentApiKey>): AgentApiKey => ({
    id: "k1",
    name: "Console",
    prefix: "agk_ab12",
    lastFour: "wxyz",
    status: "active",
    expiresAt: null,
    createdAt: "2026-01-01T00:00:00.000Z",
    lastUsedAt: null,
    revokedAt: null,
    isUsedByConsole: true,
    ...overrides,
  });

  it("announces the rotated key while the console uses its new secret", () => {
    expect(currentRotation(key({}), [key({}), key({ id: "k2", isUsedByConsole: false })])?.id).toBe("k1");
  });

  it("announces nothing once another key took over, or the key was rotated again or revoked", () => {
    expect(currentRotation(key({}), [key({ isUsedByConsole: false }), key({ id: "k2" })])).toBeUndefined();
    expect(currentRotation(key({}), [key({ lastFour: "0000" })])).toBeUndefined();
    expect(currentRotation(key({}), [])).toBeUndefined();
  });

  it("announces nothing before a rotation or before the list is there", () => {
    expect(currentRotation(undefined, [key({})])).toBeUndefined();
    expect(currentRotation(key({}), undefined)).toBeUndefined();
  });
});

describe("keyName", () => {
  it("names a listed key, and says the key otherwise", () => {
    expect(keyName([{ id: "k1", name: "Production" }], "k1")).toBe("Production");
    expect(keyName([{ id: "k1", name: "Production" }], "k2")).toBe("the key");
    expect(keyName(undefined, "k1")).toBe("the key");
  });
});
