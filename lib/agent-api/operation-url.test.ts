import { describe, expect, it } from "vitest";

import { operationUrl } from "./operation-url";

describe("operationUrl", () => {
  it("puts encoded parameters into the real deployment's path", () => {
    expect(operationUrl("https://api.example.test/", { path: "/agent-api-keys/{id}/api-key/{keyId}", surface: "external" }, { id: "a b", keyId: "k/1" })).toBe(
      "https://api.example.test/external/agent-api-keys/a%20b/api-key/k%2F1",
    );
  });

  it("adds the query, leaving out what is undefined", () => {
    expect(
      operationUrl("http://host/regions/eu", { path: "/conversations", surface: "external" }, {}, { page: 2, searchKeyword: "a&b", userId: undefined }),
    ).toBe("http://host/regions/eu/external/conversations?page=2&searchKeyword=a%26b");
  });

  it("uses /api/v1 for the alternate surface, and refuses a missing parameter", () => {
    expect(operationUrl("http://host", { path: "/conversations/{id}", surface: "v1" }, { id: "c1" })).toBe("http://host/api/v1/conversations/c1");
    expect(() => operationUrl("http://host", { path: "/conversations/{id}", surface: "v1" })).toThrow(/missing path parameter id/);
  });
});
