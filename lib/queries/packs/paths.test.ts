import { describe, expect, it } from "vitest";

import { packApiPaths, packHref } from "./paths";

describe("packApiPaths", () => {
  it("builds the console API routes of an organization's packs", () => {
    expect(packApiPaths.packs("org")).toBe("/api/console/organizations/org/packs");
    expect(packApiPaths.packs("org", 2)).toBe("/api/console/organizations/org/packs?page=2&orderBy=updatedAt");
    expect(packApiPaths.pack("org", "p")).toBe("/api/console/organizations/org/packs/p");
    expect(packApiPaths.uploadUrl("org")).toBe("/api/console/organizations/org/packs/documents/upload-url");
    expect(packApiPaths.documents("org", "p")).toBe("/api/console/organizations/org/packs/p/documents");
    expect(packApiPaths.document("org", "p", "d")).toBe("/api/console/organizations/org/packs/p/documents/d");
    expect(packApiPaths.agent("org", "p", "a")).toBe("/api/console/organizations/org/packs/p/agents/a");
    expect(packHref("p")).toBe("/knowledge/packs/p");
  });

  it("encodes every id it puts in a path", () => {
    expect(packApiPaths.document("o/1", "p?2", "d#3")).toBe("/api/console/organizations/o%2F1/packs/p%3F2/documents/d%233");
    expect(packHref("a/b")).toBe("/knowledge/packs/a%2Fb");
  });
});
