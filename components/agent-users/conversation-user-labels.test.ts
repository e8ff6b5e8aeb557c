import { describe, expect, it } from "vitest";

import { contactSummary, conversationCount, conversationUserName, sourceLabel } from "./conversation-user-labels";

const user = { id: "u1", firstName: "Maria", lastName: "Lopez", email: "maria@example.com", phoneNumber: null, fkId: null };

describe("conversationUserName", () => {
  it("names a user by their name, else by a contact, else by id", () => {
    expect(conversationUserName(user)).toBe("Maria Lopez");
    expect(conversationUserName({ ...user, firstName: " ", lastName: "" })).toBe("maria@example.com");
    expect(conversationUserName({ ...user, firstName: "", lastName: "", email: null, phoneNumber: "+1 555" })).toBe("+1 555");
    expect(conversationUserName({ ...user, firstName: "", lastName: "", email: null })).toBe("u1");
  });
});

describe("contactSummary", () => {
  it("lists the contacts the user has", () => {
    expect(contactSummary({ email: "m@example.com", phoneNumber: "+1 555", fkId: "crm-1" })).toBe("m@example.com · +1 555 · id crm-1");
    expect(contactSummary({ email: null, phoneNumber: null, fkId: null })).toBeUndefined();
  });
});

describe("conversationCount", () => {
  it("counts in words", () => {
    expect(conversationCount(1)).toBe("1 conversation");
    expect(conversationCount(0)).toBe("0 conversations");
  });
});

describe("sourceLabel", () => {
  it("makes the API's source names readable", () => {
    expect(sourceLabel("live_chat")).toBe("Live chat");
    expect(sourceLabel("api")).toBe("Api");
    expect(sourceLabel("")).toBe("");
  });
});
