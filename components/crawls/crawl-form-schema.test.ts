import { describe, expect, it } from "vitest";

import type { CrawlView } from "@/lib/schemas/console/crawls";

import { crawlFormDefaults, crawlFormSchema, linesOf } from "./crawl-form-schema";

const valid = { ...crawlFormDefaults(), url: "https://docs.example.com/start" };
const messagesOf = (values: unknown) => {
  const result = crawlFormSchema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("the crawl form", () => {
  it("starts from the API's defaults", () => {
    expect(crawlFormDefaults()).toEqual({
      url: "",
      pageLimit: 100,
      maxDepth: 2,
      frequency: "manual",
      autoUpload: true,
      includePaths: "",
      excludePaths: "",
      allowedHosts: "",
    });
  });

  it("turns the lines of the list boxes into the body's lists", () => {
    const parsed = crawlFormSchema.parse({ ...valid, includePaths: "/docs/*\n\n  /guide  ", excludePaths: "/docs/old/*", allowedHosts: "cdn.example.com" });
    expect(parsed).toEqual({
      url: "https://docs.example.com/start",
      pageLimit: 100,
      maxDepth: 2,
      frequency: "manual",
      autoUpload: true,
      includePaths: ["/docs/*", "/guide"],
      excludePaths: ["/docs/old/*"],
      allowedHosts: ["cdn.example.com"],
    });
  });

  it("names the line that is wrong, with the body schema's reason", () => {
    expect(messagesOf({ ...valid, includePaths: "/docs/*\ndocs" })).toEqual({ includePaths: expect.stringMatching(/^Line 2 \(docs\): must be a path/) });
    expect(messagesOf({ ...valid, allowedHosts: "not a host" })).toEqual({ allowedHosts: expect.stringContaining("Line 1") });
  });

  it("refuses a missing or non-web address and numbers out of range", () => {
    expect(messagesOf({ ...valid, url: " " })).toEqual({ url: "Enter the address the crawl starts from." });
    expect(messagesOf({ ...valid, url: "ftp://example.com" })).toHaveProperty("url");
    expect(messagesOf({ ...valid, pageLimit: 0, maxDepth: 11 })).toEqual({ pageLimit: "At least 1.", maxDepth: "At most 10." });
    expect(messagesOf({ ...valid, pageLimit: undefined })).toEqual({ pageLimit: "Enter a page limit, 1 to 1,000." });
  });

  it("fills the form of an existing crawl, a list a line", () => {
    const existing = {
      url: "https://x.test/",
      pageLimit: 5,
      maxDepth: 1,
      frequency: "weekly",
      autoUpload: false,
      includePaths: ["/a", "/b"],
      excludePaths: [],
      allowedHosts: [],
    } as unknown as CrawlView;
    expect(crawlFormDefaults(existing)).toMatchObject({ url: "https://x.test/", includePaths: "/a\n/b", frequency: "weekly", autoUpload: false });
    expect(linesOf(" a \n\n b")).toEqual(["a", "b"]);
  });
});
