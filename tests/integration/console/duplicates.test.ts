import { beforeAll, describe, expect, inject, it } from "vitest";

import { callService } from "@/tests/support/agent-service";
import { ConsoleSession } from "@/tests/support/http-session";
import { testPassword, testUsers } from "@/tests/support/test-server-users";
import { testSuperAdminKeys } from "@/tests/support/test-server.mjs";

const baseUrl = inject("baseUrl");
const json = (body: unknown) => ({ method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

describe("the console refuses duplicates on their fields", () => {
  const superadmin = new ConsoleSession(baseUrl, "198.18.12.1");
  const tag = crypto.randomUUID().slice(0, 8);
  let trialId = "";
  const onboard = (body: { name: string; licenseKey: string }) =>
    superadmin.request(
      "/api/console/admin/organizations",
      json({ region: "us", subscriptionId: trialId, users: [{ email: `owner-${crypto.randomUUID()}@example.test`, role: "owner" }], ...body }),
    );
  const listedNamed = async (name: string) =>
    ((await (await superadmin.request("/api/console/admin/organizations")).json()) as { name: string }[]).filter((row) => row.name === name).length;

  beforeAll(async () => {
    await superadmin.signIn(testUsers.superadmin.email, testPassword);
    const subscriptions = (await (await superadmin.request("/api/console/admin/subscriptions?region=us")).json()) as { id: string; isTrial: boolean }[];
    trialId = subscriptions.find((subscription) => subscription.isTrial)!.id;
  });

  it("refuses onboarding a name the console lists in the region, on the name, before asking the API", async () => {
    const name = `Soylent ${tag}`;
    expect((await onboard({ name, licenseKey: `lic-${tag}` })).status).toBe(201);

    const again = await onboard({ name: ` ${name.toLowerCase()} `, licenseKey: `other-${tag}` });
    expect(again.status).toBe(400);
    const message = `The US region already has an organization named ${name}. Choose another name.`;
    expect(((await again.json()) as ErrorBody).error).toEqual({ code: "ORGANIZATION_EXISTS", message, fields: { name: message } });
    expect(await listedNamed(name)).toBe(1);
  });

  it("puts the API's refusal of an organization it already has on the name and license key", async () => {
    const name = `Tyrell ${tag}`;
    const made = await callService(baseUrl, "POST", "/external/organizations", {
      key: testSuperAdminKeys.us,
      header: "Super-Admin-Secret-Key",
      body: { name, users: [], licenseKey: `lic-tyrell-${tag}` },
    });
    expect(made.status).toBe(201);

    const refused = await onboard({ name, licenseKey: `lic-tyrell-${tag}` });
    expect(refused.status).toBe(400);
    const { error } = (await refused.json()) as ErrorBody;
    expect(error.code).toBe("UPSTREAM_REJECTED");
    expect(error.fields).toEqual({
      name: `An organization named ${name} with this license key already exists.`,
      licenseKey: `This license key already belongs to ${name}.`,
    });
    expect(await listedNamed(name)).toBe(0);
  });

  it("refuses a second pack of the same name on the name", async () => {
    const organizations = (await (await superadmin.request("/api/console/organizations")).json()) as { id: string; name: string }[];
    const packs = `/api/console/organizations/${organizations.find((organization) => organization.name === "Northwind Outfitters")!.id}/packs`;
    const created = await superadmin.request(packs, json({ name: `Gift cards ${tag}` }));
    expect(created.status).toBe(201);

    const again = await superadmin.request(packs, json({ name: `gift cards ${tag}` }));
    expect(again.status).toBe(400);
    expect(((await again.json()) as ErrorBody).error.fields).toEqual({ name: `The organization already has a pack named Gift cards ${tag}.` });
    await superadmin.request(`${packs}/${((await created.json()) as { id: string }).id}`, { method: "DELETE" });
  });
});
