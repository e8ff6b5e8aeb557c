import { describe, expect, it } from "vitest";

import { ConsoleRequestError } from "@/lib/queries/console-fetch";

import { planRequestError } from "./form-request-error";

const names = ["name", "tags", "outputJsonSchema"] as const;
const invalid = (fields: Record<string, string>) => new ConsoleRequestError(400, "INVALID_INPUT", "Some fields need attention.", fields);

describe("planRequestError", () => {
  it("puts each field's message on the field, and nothing above the form", () => {
    expect(planRequestError(invalid({ name: "Too long", outputJsonSchema: "Not JSON" }), names)).toEqual({
      fields: [
        { name: "name", message: "Too long" },
        { name: "outputJsonSchema", message: "Not JSON" },
      ],
      message: undefined,
    });
  });

  it("puts a message about one item of a list on the list's field, once", () => {
    expect(planRequestError(invalid({ "tags.0": "Too long", "tags.3": "Empty" }), names).fields).toEqual([{ name: "tags", message: "Too long" }]);
  });

  it("names the request above the form, so support can find it", () => {
    const conflict = new ConsoleRequestError(409, "CONFLICT", "The pack was changed meanwhile.", {}, "req-42");
    expect(planRequestError(conflict, names).message).toBe("The pack was changed meanwhile. Request ID: req-42");
  });

  it("also says the message above the form when a field it names is not on the form", () => {
    expect(planRequestError(invalid({ name: "Too long", roleId: "Unknown role" }), names)).toEqual({
      fields: [{ name: "name", message: "Too long" }],
      message: "Some fields need attention.",
    });
  });

  it("says the message above the form for a failure about no field", () => {
    const error = new ConsoleRequestError(429, "UPSTREAM_RATE_LIMITED", "Try again in 30 seconds.");
    expect(planRequestError(error, names)).toEqual({ fields: [], message: "Try again in 30 seconds." });
  });

  it("says something plain for an error that is not the console's", () => {
    expect(planRequestError(new TypeError("x"), names)).toEqual({ fields: [], message: "Something went wrong. Try again." });
  });

  it("puts a refusal on the field it names, and keeps the message when a field the form does not show is named", () => {
    const refused = new ConsoleRequestError(400, "KEY_REFUSED", "Refused.", { key: "Refused." });
    expect(planRequestError(refused, ["key", "label"])).toEqual({ fields: [{ name: "key", message: "Refused." }], message: undefined });
    const partly = new ConsoleRequestError(400, "INVALID_INPUT", "Some fields need attention.", { key: "Too short.", body: "Bad." });
    expect(planRequestError(partly, ["key"])).toEqual({ fields: [{ name: "key", message: "Too short." }], message: "Some fields need attention." });
  });
});
