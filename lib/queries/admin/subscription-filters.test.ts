import { describe, expect, it } from "vitest";

import { subscriptionFiltersFromSearchParams, subscriptionFiltersToSearchParams } from "./subscription-filters";

describe("subscription filters in the URL", () => {
  it("reads the region and the API's filters", () => {
    expect(subscriptionFiltersFromSearchParams(new URLSearchParams("region=eu&visibility=private&status=inactive"))).toEqual({
      region: "eu",
      visibility: "private",
      status: "inactive",
    });
  });

  it("falls back to the US region and no filter, ignoring unknown values", () => {
    expect(subscriptionFiltersFromSearchParams(new URLSearchParams("region=mars&visibility=secret&status="))).toEqual({ region: "us" });
  });

  it("writes only what is set, and the default region only for the API route", () => {
    expect(subscriptionFiltersToSearchParams({ region: "us", status: "active" }).toString()).toBe("status=active");
    expect(subscriptionFiltersToSearchParams({ region: "eu", visibility: "public" }).toString()).toBe("region=eu&visibility=public");
    expect(subscriptionFiltersToSearchParams({ region: "us" }, { withRegion: true }).toString()).toBe("region=us");
  });
});
