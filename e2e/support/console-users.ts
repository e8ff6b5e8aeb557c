import { expect, type Browser, type Page } from "@playwright/test";

import { unique } from "./console";
import { testPassword } from "../../tests/support/test-users.mjs";

/** A new console user of the organization with the given role, who joined by their invitation: their name, email and id. */
export async function joinedUser(browser: Browser, admin: Page, organizationId: string, name: string, role: "operator" | "org_admin" | "viewer" = "operator") {
  const email = `list-${role.replace("_", "-")}-${unique()}@switchboard.test`;
  const invited = await admin.request.post("/api/console/invitations", { data: { email, role, organizationId } });
  expect(invited.status()).toBe(201);
  const token = ((await invited.json()) as { inviteUrl: string }).inviteUrl.split("/invite/")[1];
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  try {
    expect((await context.request.post("/api/console/invitations/accept", { data: { token, name, password: testPassword } })).ok()).toBe(true);
  } finally {
    await context.close();
  }
  const users = (await (await admin.request.get("/api/console/users")).json()) as { id: string; email: string }[];
  return { name, email, id: users.find((user) => user.email === email)!.id };
}
