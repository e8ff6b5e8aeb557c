import { describe, expect, it } from "vitest";

import { ConsoleRequestError } from "@/lib/queries/console-fetch";

import { planRequestError } from "./request-error-fields";

describe("planRequestError", () => {
  it("puts a refusal on the field it names, and nothing above the form", () => {
    const error = new ConsoleRequestError(400, "KEY_REFUSED", "Refused.", { key: "Refused." });
    expect(planRequestError(error, ["key", "label"])).toEqual({ fields: [{ name: "key", message: "Refused." }] });
  });

  it("keeps the message when a field the form does not show is named", () => {
    const error = new ConsoleRequestError(400, "INVALID_INPUT", "Some fields need attention.", { key: "Too short.", body: "Bad." });
    expect(planRequestError(error, ["key"])).toEqual({ fields: [{ name: "key", message: "Too short." }], message: "Some fields need attention." });
  });

  it("shows an error without fields above the form", () => {
    const error = new ConsoleRequestError(403, "FORBIDDEN", "Your role does not allow this action.");
    expect(planRequestError(error, ["email"])).toEqual({ fields: [], message: "Your role does not allow this action." });
  });

  it("gives a plain message for anything else", () => {
    expect(planRequestError(new TypeError("x"), ["email"])).toEqual({ fields: [], message: "Something went wrong. Try again." });
  });
});
