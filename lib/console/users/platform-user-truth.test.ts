import { describe, expect, it } from "vitest";

import type { PlatformUserView } from "@/lib/schemas/console/organization";

import { splitName, withConsoleTruth } from "./platform-user-truth";

const invited: PlatformUserView = { id: "u1", email: "Ada@Acme.test", phoneNumber: null, firstName: "", lastName: "", role: "owner", status: "invited" };

describe("withConsoleTruth", () => {
  it("shows an invited platform user who joined the console as active, with the name they gave", () => {
    const [user] = withConsoleTruth([invited], [{ email: "ada@acme.test", name: "Ada Lovelace King" }]);
    expect(user).toEqual({ ...invited, firstName: "Ada", lastName: "Lovelace King", status: "active" });
  });

  it("keeps a user invited while their invitation is pending", () => {
    expect(withConsoleTruth([invited], [{ email: "someone@acme.test", name: "Someone" }])).toEqual([invited]);
  });

  it("keeps the API's own name, a disabled user disabled and an unreported status unreported", () => {
    const named = { ...invited, id: "u2", firstName: "Nora", lastName: "Winters", status: "disabled" as const };
    const unreported = { ...invited, id: "u3", email: "vera@acme.test", status: null };
    const members = [
      { email: "ada@acme.test", name: "Ada A." },
      { email: "vera@acme.test", name: "Vera" },
    ];
    const [first, second] = withConsoleTruth([named, unreported], members);
    expect(first).toEqual(named);
    expect(second).toEqual({ ...unreported, firstName: "Vera", lastName: "" });
  });

  it("keeps extra fields of each user, such as their access to an agent", () => {
    const [user] = withConsoleTruth([{ ...invited, access: "assigned" as const }], [{ email: "ada@acme.test", name: "Ada" }]);
    expect(user).toMatchObject({ access: "assigned", status: "active", firstName: "Ada" });
  });
});

describe("splitName", () => {
  it("splits a name into its first word and the rest, and an empty name into nothing", () => {
    expect(splitName("  Maria  de la Cruz ")).toEqual({ firstName: "Maria", lastName: "de la Cruz" });
    expect(splitName("")).toEqual({ firstName: "", lastName: "" });
  });
});
