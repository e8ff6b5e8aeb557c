import { describe, expect, it } from "vitest";

import { registrationFields } from "./upstream-fields";

describe("registrationFields", () => {
  it("puts the upstream's trigger and URL refusals on the form's fields, the first message of each", () => {
    expect(
      registrationFields([
        { field: "url", message: "the URL must use HTTPS" },
        { field: "url", message: "second" },
        { field: "triggerCondition", message: "Invalid option" },
        { field: "headers.host", message: "set by every delivery" },
      ]),
    ).toEqual({ url: "the URL must use HTTPS", triggers: "Invalid option", "headers.host": "set by every delivery" });
  });

  it("ignores details without a field and message", () => {
    expect(registrationFields([null, "text", { field: 1 }, { message: "no field" }])).toEqual({});
    expect(registrationFields(undefined)).toEqual({});
  });
});
