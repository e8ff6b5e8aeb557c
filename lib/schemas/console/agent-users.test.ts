import { describe, expect, it } from "vitest";

import { conversationUserSearch, conversationUserView, createConversationUserBody } from "./agent-users";

describe("conversationUserSearch", () => {
  it("takes a contact of the kind chosen", () => {
    expect(conversationUserSearch.parse({ by: "email", value: " maria@example.com " })).toEqual({ by: "email", value: "maria@example.com" });
    expect(conversationUserSearch.safeParse({ by: "phoneNumber", value: "+1 555 0100" }).success).toBe(true);
    expect(conversationUserSearch.safeParse({ by: "fkId", value: "crm-1" }).success).toBe(true);
  });

  it("says on the value what is wrong with it", () => {
    const email = conversationUserSearch.safeParse({ by: "email", value: "maria" });
    expect(email.error?.issues).toEqual([expect.objectContaining({ path: ["value"], message: expect.stringContaining("email address") })]);
    const phone = conversationUserSearch.safeParse({ by: "phoneNumber", value: "call me" });
    expect(phone.error?.issues[0]).toMatchObject({ path: ["value"], message: expect.stringContaining("phone number") });
    expect(conversationUserSearch.safeParse({ by: "name", value: "Maria" }).success).toBe(false);
  });
});

describe("createConversationUserBody", () => {
  it("asks for one contact at least, in plain words", () => {
    const missing = createConversationUserBody.safeParse({ firstName: "Ada", lastName: "Byron" });
    expect(missing.error?.issues[0]).toMatchObject({ path: ["email"], message: "Give an email, a phone number or an external id." });
    expect(createConversationUserBody.safeParse({ firstName: "Ada", lastName: "Byron", fkId: "crm-7" }).success).toBe(true);
  });
});

describe("conversationUserView", () => {
  it("turns absent details into null and keeps unknown fields from the browser", () => {
    const view = conversationUserView.parse({ id: "u", firstName: "A", lastName: "B", email: undefined, phoneNumber: null, secret: "x" });
    expect(view).toEqual({
      id: "u",
      firstName: "A",
      lastName: "B",
      email: null,
      phoneNumber: null,
      fkId: null,
      fkUserId: null,
      source: null,
      context: null,
      isAnonymized: false,
    });
  });
});
