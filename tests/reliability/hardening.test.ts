import { randomBytes, randomUUID } from "node:crypto";
import path from "node:path";

import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";

import type { AgentUsage, UsageConversationsPage } from "@/lib/schemas/console/usage";
import type { consoleUserView } from "@/lib/schemas/console/users";
import { callService, createTestAgent, eventually, type TestAgent } from "@/tests/support/agent-service";
import { auditEntryOf } from "@/tests/support/audit-log";
import { ConsoleSession } from "@/tests/support/http-session";
import { invite } from "@/tests/support/invite";
import { startLoopbackReceiver, type LoopbackReceiver } from "@/tests/support/loopback-receiver";
import { northwindAgentId, northwindOrganizationId } from "@/tests/support/northwind";
import { recordReliabilityFigures } from "@/tests/support/reliability-figures";
import { startCrashableApp, type CrashableApp } from "@/tests/support/restart";
import { testPassword, testUsers } from "@/tests/support/test-server-users";

const file = path.basename(import.meta.filename, ".test.ts");

type WebhookRow = { id: string; secret: string | null; secret_ciphertext: string | null; secret_nonce: string | null; secret_tag: string | null };
type ConsoleUser = z.output<typeof consoleUserView>;

/** What the suite counts: each attack judged turned away or got through, and the answers it saw. */
function countFigures(suite: string) {
  const targets = new Set<string>();
  const failures: string[] = [];
  let inputs = 0;
  let attacksRepelled = 0;
  let defensesBreached = 0;
  let serverErrors = 0;
  let actionsCompleted = 0;
  return {
    failures,
    target: (name: string) => void targets.add(name),
    input: () => void (inputs += 1),
    answered: (status: number) => void (status >= 500 && (serverErrors += 1)),
    completed: () => void (actionsCompleted += 1),
    judge(isRepelled: boolean, breach: string) {
      if (isRepelled) attacksRepelled += 1;
      else {
        defensesBreached += 1;
        failures.push(breach);
      }
    },
    record: (file: string) =>
      recordReliabilityFigures(file, { suite, targets: targets.size, inputs, attacksRepelled, defensesBreached, serverErrors, actionsCompleted, failures }),
  };
}

/**
 * Three small defenses, over HTTP on the app's own PostgreSQL database: webhook signing secrets are not kept in
 * clear (deliveries still verify, and a secret an earlier version kept in clear is sealed at start); the console's
 * own origin is refused to agent functions, and to webhooks except its receiver; a viewer's usage drill-down names
 * no customer unless an admin allowed it.
 */
describe("small hardening", () => {
  const figures = countFigures("small hardening");
  let app: CrashableApp;
  let receiver: LoopbackReceiver;
  let agent: TestAgent;

  beforeAll(async () => {
    receiver = await startLoopbackReceiver();
    app = await startCrashableApp({ store: "PostgreSQL", env: { SWITCHBOARD_DEMO_DATA: "true" } });
    agent = await createTestAgent(app.baseUrl);
  }, 120_000);

  afterAll(async () => {
    figures.record(file);
    receiver?.close();
    await app?.close();
  });

  const registerWebhook = (url: string) =>
    callService(app.baseUrl, "POST", "/external/agents/webhooks", {
      key: agent.key,
      body: { title: "Orders", description: "", url, triggerCondition: "start_dialog" },
    });

  const webhookRow = async (id: string) =>
    (await app.query<WebhookRow>("select id, secret, secret_ciphertext, secret_nonce, secret_tag from svc_webhooks where id = $1", [id]))[0]!;

  /** A stored row holds the secret in clear when any column has it, whole or its random part. */
  function checkSealed(row: WebhookRow, secret: string, what: string) {
    figures.input();
    const stored = JSON.stringify(row);
    const isInClear = stored.includes(secret) || stored.includes(secret.replace(/^whsec_/, ""));
    figures.judge(!isInClear && row.secret === null && Boolean(row.secret_ciphertext), `${what}: the signing secret is stored in clear: ${stored}`);
  }

  /** Sends the webhook's test event and checks the receiver got it signed with `secret`. */
  async function expectVerifiedDelivery(webhookId: string, secret: string) {
    const sent = await callService(app.baseUrl, "POST", `/external/agents/webhooks/${webhookId}/test`, { key: agent.key });
    expect(sent.status).toBe(201);
    const deliveryId = (sent.body as { id: string }).id;
    const received = await eventually(async () => receiver.requests.find((request) => request.headers["webhook-id"] === deliveryId), 20_000);
    const headers = Object.fromEntries(Object.entries(received.headers).map(([name, value]) => [name, String(value)]));
    expect(() => new Webhook(secret).verify(received.body, headers)).not.toThrow();
    figures.completed();
  }

  it("keeps a webhook's signing secret sealed in the database, and signs its deliveries with it", async () => {
    const registered = await registerWebhook(receiver.url("/orders"));
    expect(registered.status).toBe(201);
    const { id, signingSecret } = registered.body as { id: string; signingSecret: string };
    expect(signingSecret).toMatch(/^whsec_/);
    checkSealed(await webhookRow(id), signingSecret, "a new webhook");
    await expectVerifiedDelivery(id, signingSecret);
    expect(figures.failures).toEqual([]);
  });

  it("seals at start a secret an earlier version stored in clear, and its deliveries still verify", async () => {
    const registered = await registerWebhook(receiver.url("/legacy"));
    expect(registered.status).toBe(201);
    const { id } = registered.body as { id: string };
    const legacySecret = `whsec_${randomBytes(32).toString("base64")}`;
    await app.query(
      "update svc_webhooks set secret = $2, secret_ciphertext = null, secret_nonce = null, secret_tag = null, secret_key_version = null where id = $1",
      [id, legacySecret],
    );
    await app.crashAndRestart();
    checkSealed(await webhookRow(id), legacySecret, "a webhook stored in clear before the upgrade");
    await expectVerifiedDelivery(id, legacySecret);
    expect(figures.failures).toEqual([]);
  }, 120_000);

  it("refuses the console's own origin to webhooks, except its receiver, and to agent functions", async () => {
    const { port } = new URL(app.baseUrl);
    const ownOrigins = [app.baseUrl, `http://127.0.0.1:${port}`, `http://[::1]:${port}`, `http://0.0.0.0:${port}`];
    const consolePaths = [
      "/api/console/users",
      "/api/console/organizations",
      "/api/health",
      `/api/webhooks/${randomUUID()}?next=/api/console/users`,
      `/api/webhooks/${randomUUID()}/../../console/users`,
    ];
    const functionBody = (url: string) => ({
      name: `lookup_${randomBytes(4).toString("hex")}`,
      description: "Looks something up.",
      parameters: { type: "object", properties: {} },
      endpoint: { url, method: "GET" },
    });
    const registerFunction = (url: string) =>
      callService(app.baseUrl, "POST", `/external/agent-functions/${agent.id}/functions`, {
        key: agent.organization.key,
        header: "Organization-Secret-Key",
        region: agent.organization.region,
        body: functionBody(url),
      });

    for (const origin of ownOrigins) {
      for (const consolePath of consolePaths) {
        const url = `${origin}${consolePath}`;
        for (const [what, register] of [
          ["webhook", registerWebhook],
          ["function", registerFunction],
        ] as const) {
          figures.target(`${what} ${consolePath.split("?")[0]}`);
          figures.input();
          const answer = await register(url);
          figures.answered(answer.status);
          figures.judge(answer.status === 400, `a ${what} pointed at ${url} was answered ${answer.status}: ${JSON.stringify(answer.body)}`);
        }
      }
      const receiverUrl = `${origin}/api/webhooks/${randomUUID()}`;
      figures.input();
      const asFunction = await registerFunction(receiverUrl);
      figures.answered(asFunction.status);
      figures.judge(asFunction.status === 400, `a function pointed at the console's receiver ${receiverUrl} was answered ${asFunction.status}`);
      // The receiver itself stays open to webhooks: the console's own inbox is fed through it.
      const asWebhook = await registerWebhook(receiverUrl);
      expect(asWebhook.status, `the console's receiver ${receiverUrl}: ${JSON.stringify(asWebhook.body)}`).toBe(201);
    }
    // Another service on this machine, listed in WEBHOOK_ALLOWED_HOSTS, is still reachable by both.
    expect((await registerWebhook(receiver.url("/elsewhere"))).status).toBe(201);
    expect((await registerFunction(receiver.url("/lookup"))).status).toBe(201);
    expect(figures.failures).toEqual([]);
  });

  it("shows a viewer the usage drill-down without customers' names or emails, unless an admin allows it", async () => {
    const superadmin = new ConsoleSession(app.baseUrl, "198.18.19.1");
    const viewer = new ConsoleSession(app.baseUrl, "198.18.19.2");
    await superadmin.signIn(testUsers.superadmin.email, testPassword);
    const organizationId = await northwindOrganizationId(superadmin);
    const agentId = await northwindAgentId(superadmin, organizationId, "Northwind Support");
    const viewerEmail = `hardening-viewer-${randomUUID().slice(0, 8)}@example.test`;
    await invite(app.baseUrl, superadmin, viewerEmail, "viewer", organizationId);
    await viewer.signIn(viewerEmail, testPassword);

    const agentPath = `/api/console/organizations/${organizationId}/usage/agents/${agentId}`;
    /** An answer's text, as it left the server. */
    const read = async (session: ConsoleSession, route: string) => {
      figures.input();
      const response = await session.request(route);
      figures.answered(response.status);
      expect(response.status, route).toBe(200);
      return response.text();
    };
    const usage = JSON.parse(await read(superadmin, `${agentPath}?range=30d&tz=UTC`)) as AgentUsage;
    const busiest = [...usage.series!].sort((a, b) => b.conversations - a.conversations)[0]!;
    const period = new URLSearchParams({ from: busiest.start, to: busiest.end });
    const asAdmin = JSON.parse(await read(superadmin, `${agentPath}/conversations?${period}`)) as UsageConversationsPage;
    expect(asAdmin.conversations.length).toBeGreaterThan(0);
    const customers = [
      ...asAdmin.conversations.flatMap((conversation) => [conversation.userName, conversation.userEmail, conversation.title]),
      ...usage.users!.flatMap((user) => [user.name, user.email]),
    ].filter((value): value is string => Boolean(value) && value !== "Unknown user");
    expect(customers.length).toBeGreaterThan(0);

    /** Every answer a viewer reads in usage: none may name a customer. */
    const viewerReads = [`${agentPath}?range=30d&tz=UTC`, `${agentPath}/conversations?${period}`, `${agentPath}/conversations?${period}&page=2`];
    const leaksOf = (text: string) => customers.filter((customer) => text.includes(customer));
    for (const route of viewerReads) {
      figures.target(route.split("?")[0]!);
      const text = await read(viewer, route);
      const leaks = leaksOf(text);
      figures.judge(leaks.length === 0, `a viewer read ${leaks.join(", ")} in ${route}`);
    }
    const asViewer = JSON.parse(await read(viewer, `${agentPath}/conversations?${period}`)) as UsageConversationsPage;
    expect(asViewer).toMatchObject({ customerDetails: "hidden", conversations: [], totalItems: asAdmin.totalItems });

    const users = JSON.parse(await read(superadmin, "/api/console/users")) as ConsoleUser[];
    const viewerId = users.find((user) => user.email === viewerEmail)!.id;
    // The viewer cannot grant it to themselves.
    figures.input();
    const selfGrant = await viewer.request(`/api/console/users/${viewerId}`, {
      method: "PATCH",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ mayViewCustomerDetails: true }),
    });
    figures.answered(selfGrant.status);
    figures.judge(selfGrant.status === 403, `a viewer granted themselves customer details: ${selfGrant.status}`);

    const grant = await superadmin.request(`/api/console/users/${viewerId}`, {
      method: "PATCH",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ mayViewCustomerDetails: true }),
    });
    expect(grant.status, await grant.clone().text()).toBeLessThan(300);
    const entry = await auditEntryOf(superadmin, "user.update", grant.headers.get("x-request-id"));
    expect(entry?.details).toMatchObject({ from: { mayViewCustomerDetails: false }, to: { mayViewCustomerDetails: true } });
    const granted = JSON.parse(await read(viewer, `${agentPath}/conversations?${period}`)) as UsageConversationsPage;
    expect(granted.customerDetails).toBe("shown");
    expect(granted.conversations.map((conversation) => conversation.userName)).toEqual(asAdmin.conversations.map((conversation) => conversation.userName));
    figures.completed();
    expect(figures.failures).toEqual([]);
  });
});
