import type { LookupAddress } from "node:dns";

import { describe, expect, it } from "vitest";

import { createPublicOnlyLookup } from "./public-lookup";

function lookupWith(addresses: LookupAddress[]) {
  return createPublicOnlyLookup((_hostname, callback) => callback(null, addresses));
}

function run(lookup: ReturnType<typeof createPublicOnlyLookup>, options: { all?: boolean; family?: number } = {}) {
  return new Promise<{ error: NodeJS.ErrnoException | null; address: unknown; family?: number }>((resolve) =>
    lookup("hooks.example.com", options, (error, address, family) => resolve({ error, address, family })),
  );
}

describe("createPublicOnlyLookup", () => {
  it("passes public addresses through, one or all", async () => {
    const lookup = lookupWith([
      { address: "93.184.216.34", family: 4 },
      { address: "2606:2800:220:1::1", family: 6 },
    ]);
    expect(await run(lookup)).toEqual({ error: null, address: "93.184.216.34", family: 4 });
    expect(await run(lookup, { family: 6 })).toEqual({ error: null, address: "2606:2800:220:1::1", family: 6 });
    expect((await run(lookup, { all: true })).address).toHaveLength(2);
  });

  it("refuses when any address is not public, so a rebound name cannot reach inside", async () => {
    const lookup = lookupWith([
      { address: "93.184.216.34", family: 4 },
      { address: "169.254.169.254", family: 4 },
    ]);
    const { error } = await run(lookup);
    expect(error?.code).toBe("ENOTPUBLIC");
    expect(error?.message).toContain("link-local");
  });

  it("refuses IPv4-mapped loopback", async () => {
    const { error } = await run(lookupWith([{ address: "::ffff:127.0.0.1", family: 6 }]), { all: true });
    expect(error?.code).toBe("ENOTPUBLIC");
  });

  it("passes resolution errors on and reports an empty answer as not found", async () => {
    const failing = createPublicOnlyLookup((_hostname, callback) => callback(Object.assign(new Error("nope"), { code: "ENOTFOUND" }), []));
    expect((await run(failing)).error?.code).toBe("ENOTFOUND");
    expect((await run(lookupWith([]))).error?.code).toBe("ENOTFOUND");
  });
});
