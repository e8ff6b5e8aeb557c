import { describe, expect, it } from "vitest";

import { configFieldsOf } from "./config-fields";

describe("configFieldsOf", () => {
  it("stores the URL normalised, patterns as paths and hosts in lower case, without repeats", () => {
    expect(
      configFieldsOf({
        url: "HTTPS://Example.com/docs#intro",
        includePaths: ["/docs/*", "https://example.com/docs/*"],
        excludePaths: ["/docs/private/*"],
        excludeUrls: ["https://example.com/docs/old/*", "/docs/private/*"],
        allowedHosts: ["Docs.Example.com", "docs.example.com"],
      }),
    ).toEqual({
      url: "https://example.com/docs",
      includePaths: ["/docs/*"],
      excludePaths: ["/docs/private/*", "/docs/old/*"],
      allowedHosts: ["docs.example.com"],
    });
  });

  it("leaves out the fields the body leaves out", () => {
    expect(configFieldsOf({ pageLimit: 5 })).toEqual({ pageLimit: 5 });
    expect(configFieldsOf({ excludeUrls: [] })).toEqual({ excludePaths: [] });
  });
});
