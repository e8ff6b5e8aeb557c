import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { openedKeyLifetimeMs } from "@/lib/console/vault/opened-keys";
import { fingerprint, seal } from "@/lib/crypto/envelope";
import { openDatabase } from "@/lib/db/open";
import { consoleApiKeys } from "@/lib/db/schema";
import { vaultMasterKeysSchema } from "@/lib/env/schema";
import { ConsoleSession } from "@/tests/support/http-session";
import { testAgentsAmount } from "@/tests/support/test-plans.mjs";
import { testPassword, testUsers } from "@/tests/support/test-server-users";
import { testVaultMasterKey } from "@/tests/support/test-server.mjs";

const baseUrl = inject("baseUrl");
const databaseUrl = inject("databaseUrl");
const json = (method: string, body: unknown) => ({ method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

type Subscription = { id: string; title: string; isTrial: boolean; visibility: string; status: string; price: number; organizationsCount: number };
type Onboarded = {
  organization: { id: string; name: string; region: string; status: string };
  subscriptionTitle: string;
  isKeyStored: boolean;
  invitations: { email: string; platformRole: string; role: string; inviteUrl: string }[];
  members: { email: string; role: string }[];
  problems: unknown[];
};
type Row = {
  id: string;
  name: string;
  region: string;
  status: string | null;
  subscription: { title: string; isTrial: boolean } | null;
  subscriptionEndsAt: string | null;
  usage: { agents: number; users: number | null };
  keyStatus: string;
  origin: string;
  createdBy: string | null;
};
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

describe("super-admin onboarding through the console", () => {
  const superadmin = new ConsoleSession(baseUrl, "198.18.9.1");
  const orgAdmin = new ConsoleSession(baseUrl, "198.18.9.2");
  const suffix = Date.now().toString(36);
  const subscriptionsOf = async (query: string) => (await (await superadmin.request(`/api/console/admin/subscriptions?${query}`)).json()) as Subscription[];
  const plan = async (title: string, region = "us") => (await subscriptionsOf(`region=${region}`)).find((subscription) => subscription.title === title)!;
  const rows = async () => (await (await superadmin.request("/api/console/admin/organizations")).json()) as Row[];
  const onboard = (body: Record<string, unknown>) => superadmin.request("/api/console/admin/organizations", json("POST", body));

  beforeAll(async () => {
    await superadmin.signIn(testUsers.superadmin.email, testPassword);
    await orgAdmin.signIn(testUsers.orgAdmin.email, testPassword);
  });

  it("lists a region's subscriptions with the API's visibility and status filters", async () => {
    const response = await superadmin.request("/api/console/admin/subscriptions?region=us");
    expect(response.status).toBe(200);
    const all = (await response.json()) as (Subscription & Record<string, unknown>)[];
    expect(all.map((subscription) => subscription.title)).toEqual(expect.arrayContaining(["Trial", "Starter", "Enterprise", "Legacy Basic"]));
    expect(all.find((subscription) => subscription.title === "Starter")).toMatchObject({ isTrial: false, price: 9_900, agentsAmount: testAgentsAmount });
    expect(all[0]).not.toHaveProperty("createdBy");

    expect((await subscriptionsOf("region=us&visibility=private")).every((subscription) => subscription.visibility === "private")).toBe(true);
    expect((await subscriptionsOf("region=us&visibility=private")).map((subscription) => subscription.title)).toContain("Enterprise");
    expect((await subscriptionsOf("region=us&status=inactive")).map((subscription) => subscription.title)).toEqual(["Legacy Basic"]);
    expect((await subscriptionsOf("region=eu&status=active")).length).toBeGreaterThan(0);

    const bad = await superadmin.request("/api/console/admin/subscriptions?region=mars");
    expect(bad.status).toBe(400);
  });

  it("creates an organization on a plan that is not a trial, keeps its key in the vault and invites its users with matching console roles", async () => {
    const starter = await plan("Starter");
    const name = `Globex ${suffix}`;
    const response = await onboard({
      name,
      region: "us",
      licenseKey: `license-${suffix}`,
      subscriptionId: starter.id,
      endedAt: "2099-12-31",
      users: [
        { email: `owner-${suffix}@globex.test`, role: "owner" },
        { email: `copilot-${suffix}@globex.test`, role: "copilot_user" },
        { email: testUsers.superadmin.email, role: "admin" },
      ],
    });
    expect(response.status).toBe(201);
    const created = (await response.json()) as Onboarded & Record<string, unknown>;
    expect(created).toMatchObject({ organization: { name, region: "us", status: "active" }, subscriptionTitle: "Starter", isKeyStored: true, problems: [] });
    expect(JSON.stringify(created)).not.toContain("organizationApiKey");
    expect(created.invitations.map(({ email, platformRole, role }) => ({ email, platformRole, role }))).toEqual([
      { email: `owner-${suffix}@globex.test`, platformRole: "owner", role: "org_admin" },
      { email: `copilot-${suffix}@globex.test`, platformRole: "copilot_user", role: "operator" },
    ]);
    expect(created.invitations[0]!.inviteUrl).toMatch(new RegExp(`^${baseUrl}/invite/`));
    expect(created.members).toEqual([{ email: testUsers.superadmin.email, role: "superadmin" }]);

    const organizationId = created.organization.id;
    const keys = (await (await superadmin.request("/api/console/keys")).json()) as { scope: string; organizationId: string | null; status: string }[];
    expect(keys.find((key) => key.scope === "organization" && key.organizationId === organizationId)).toMatchObject({ status: "active" });

    const roles = (await (await superadmin.request(`/api/console/organizations/${organizationId}/agent-roles`)).json()) as { id: string; name: string }[];
    const agent = await superadmin.request(
      `/api/console/organizations/${organizationId}/agents`,
      json("POST", { roleId: roles[0]!.id, name: `First agent ${suffix}`, publicName: "Gus", tags: [], outputJsonSchema: "{}" }),
    );
    expect(agent.status).toBe(201);
    expect(await agent.json()).toMatchObject({ name: `First agent ${suffix}`, keyStatus: "active" });

    const row = (await rows()).find((candidate) => candidate.id === organizationId);
    expect(row).toMatchObject({
      name,
      region: "us",
      status: "active",
      subscription: { title: "Starter", isTrial: false },
      subscriptionEndsAt: "2099-12-31T23:59:59.999Z",
      usage: { agents: 1, users: 3 },
      keyStatus: "connected",
      origin: "onboarded",
      createdBy: testUsers.superadmin.email,
    });
    expect((await plan("Starter")).organizationsCount).toBe(starter.organizationsCount + 1);

    const visible = (await (await superadmin.request("/api/console/organizations")).json()) as { id: string }[];
    expect(visible.map((organization) => organization.id)).toContain(organizationId);
  });

  it("creates an organization on the trial plan without an end date, and refuses one for it", async () => {
    const trial = await plan("Trial");
    const body = {
      name: `Initech ${suffix}`,
      region: "us",
      licenseKey: "trial-license",
      subscriptionId: trial.id,
      users: [{ email: `boss-${suffix}@initech.test`, role: "owner" }],
    };

    const refused = await onboard({ ...body, endedAt: "2099-01-31" });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as ErrorBody).error.fields).toEqual({ endedAt: "A trial subscription has no end date. Leave the end date empty." });
    expect((await rows()).some((row) => row.name === body.name)).toBe(false);

    const created = await onboard(body);
    expect(created.status).toBe(201);
    const { organization } = (await created.json()) as Onboarded;
    expect((await rows()).find((row) => row.id === organization.id)).toMatchObject({
      subscription: { title: "Trial", isTrial: true },
      subscriptionEndsAt: null,
    });
  });

  it("creates an organization in the EU region with the EU key and base URL, ready to manage there", async () => {
    const trial = await plan("Trial", "eu");
    const response = await onboard({
      name: `Umbrella ${suffix}`,
      region: "eu",
      licenseKey: "eu-license",
      subscriptionId: trial.id,
      users: [{ email: `eu-${suffix}@umbrella.test`, role: "owner" }],
    });
    expect(response.status).toBe(201);
    const { organization } = (await response.json()) as Onboarded;
    expect(organization.region).toBe("eu");
    const roles = await superadmin.request(`/api/console/organizations/${organization.id}/agent-roles`);
    expect(roles.status).toBe(200);
  });

  it("refuses what the spec does not allow, on the fields, before asking the API", async () => {
    const starter = await plan("Starter");
    const response = await onboard({
      name: "n".repeat(256),
      region: "us",
      licenseKey: "license",
      subscriptionId: starter.id,
      users: [
        { email: "a@b", role: "owner" },
        { email: `x-${suffix}@example.test`, role: "superuser" },
      ],
    });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as ErrorBody;
    expect(Object.keys(error.fields ?? {})).toEqual(expect.arrayContaining(["name", "users.0.email", "users.1.role"]));

    const noOwner = await onboard({
      name: "No owner",
      region: "us",
      licenseKey: "license",
      subscriptionId: starter.id,
      users: [{ email: `u-${suffix}@example.test`, role: "user" }],
    });
    expect(noOwner.status).toBe(400);
    expect(((await noOwner.json()) as ErrorBody).error.fields).toEqual({ users: "Make at least one invited user an owner." });
  });

  it("says in plain words that a subscription that no longer exists cannot be used", async () => {
    const response = await onboard({
      name: `Ghost ${suffix}`,
      region: "us",
      licenseKey: "license",
      subscriptionId: "00000000-0000-4000-8000-00000000dead",
      endedAt: "2099-01-31",
      users: [{ email: `ghost-${suffix}@example.test`, role: "owner" }],
    });
    expect(response.status).toBe(404);
    const { error } = (await response.json()) as ErrorBody;
    expect(error).toMatchObject({
      code: "SUBSCRIPTION_NOT_FOUND",
      message: "That subscription no longer exists in the AI Agent API. Choose another one from the list.",
    });
    expect(error.fields?.subscriptionId).toBeDefined();
    expect((await rows()).some((row) => row.name === `Ghost ${suffix}`)).toBe(false);
  });

  it("refuses every admin route to anyone but a super-admin, saying why", async () => {
    for (const [method, path] of [
      ["GET", "/api/console/admin/subscriptions"],
      ["GET", "/api/console/admin/organizations"],
      ["POST", "/api/console/admin/organizations"],
    ] as const) {
      const response = await orgAdmin.request(path, method === "POST" ? json("POST", {}) : {});
      expect(response.status).toBe(403);
      expect(((await response.json()) as ErrorBody).error.message).toBe("Your role does not allow this action.");
    }
  });

  describe.skipIf(!databaseUrl)("with a super-admin key the API refuses", () => {
    const database = databaseUrl ? openDatabase({ driver: "postgres", url: databaseUrl }) : undefined;
    const euKey = and(eq(consoleApiKeys.scope, "super_admin"), eq(consoleApiKeys.region, "eu"));
    let original: typeof consoleApiKeys.$inferSelect | undefined;

    beforeAll(async () => {
      [original] = await database!.db.select().from(consoleApiKeys).where(euKey);
      const wrong = "sa_wrong_key_of_nowhere_0123456789";
      const aad = ["console_api_keys", original!.id, "super_admin", "eu", "", ""].join(":");
      const sealed = seal(wrong, vaultMasterKeysSchema.parse(testVaultMasterKey), aad);
      await database!.db
        .update(consoleApiKeys)
        .set({ ...sealed, fingerprint: fingerprint(wrong) })
        .where(euKey);
      // A change made behind the console's back, as another instance would make it: seen once the key it has open expires.
      await new Promise((resolve) => setTimeout(resolve, openedKeyLifetimeMs + 500));
    });

    afterAll(async () => {
      const { ciphertext, nonce, tag, keyVersion, fingerprint: print } = original!;
      await database!.db.update(consoleApiKeys).set({ ciphertext, nonce, tag, keyVersion, fingerprint: print, status: "active", lastError: null }).where(euKey);
      await database!.close();
    });

    it("explains that the region's super-admin key was refused and where to connect the right one", async () => {
      const trialUs = await plan("Trial");
      const response = await onboard({
        name: `Refused ${suffix}`,
        region: "eu",
        licenseKey: "license",
        subscriptionId: trialUs.id,
        users: [{ email: `r-${suffix}@example.test`, role: "owner" }],
      });
      expect(response.status).toBe(502);
      const { error } = (await response.json()) as ErrorBody;
      expect(error.code).toBe("SUPER_ADMIN_KEY_REFUSED");
      expect(error.message).toContain("super-admin key for the EU region");
      expect(error.message).toContain("Settings → Keys");

      const list = await superadmin.request("/api/console/admin/subscriptions?region=eu");
      expect(list.status).toBe(502);
      expect(((await list.json()) as ErrorBody).error.code).toBe("SUPER_ADMIN_KEY_REFUSED");
    });
  });
});
