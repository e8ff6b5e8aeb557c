import { randomUUID } from "node:crypto";
import path from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import type { ThreadMessage } from "@/lib/schemas/console/inbox";
import { freePort } from "@/tests/support/free-port";
import { ConsoleSession } from "@/tests/support/http-session";
import { invite } from "@/tests/support/invite";
import { callServiceThroughFaults, classifyAnswer, confirmAction, emptyTally, faultsLogged, type ActionTally } from "@/tests/support/operator-retry";
import { operatorScript, type OperatorAction } from "@/tests/support/operator-script";
import { buildOperatorWorld, type OperatorWorld, type SessionAgent } from "@/tests/support/operator-setup";
import { recordReliabilityFigures, type ReliabilityFigures } from "@/tests/support/reliability-figures";
import { startTestServer, testSuperAdminKeys, type TestServer } from "@/tests/support/test-server.mjs";
import { testPassword, testUsers } from "@/tests/support/test-users.mjs";

/** Setting up: 20 % errors, 10 % rate limits and 300 ms latency, failures a customer's system retries safely. */
const setupFaults = "error=0.2,ratelimit=0.1,latency=300ms";
/** The session: the same, and 5 % of answers lost after the work is done, so a retry could repeat a write. */
const sessionFaults = `${setupFaults},drop=0.05`;
/** Lost answers: the service does what it is asked, and a share of callers never hear back. */
const lostAnswerFaults = "drop=0.35";
const operators = 8;
const actionsEach = 25;

const json = (body: unknown) => ({ headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
const superAdmin = { key: testSuperAdminKeys.us, header: "Super-Admin-Secret-Key" as const };

type ConfirmedReply = { echoId: string; message: string; conversationId: string; messageId: string };
type ListedMessage = { id: string; senderRole: string; message: string };
type KeyView = { id: string; prefix: string; lastFour: string; status: string };

/** What the operators did, as the console confirmed it. */
type SessionRecord = { replies: ConfirmedReply[]; modes: Map<string, "manual" | "ai">; rotations: Map<string, KeyView> };

const file = path.basename(import.meta.filename, ".test.ts");

describe("a scripted operator session against a failing AI Agent API", () => {
  let server: TestServer | undefined;
  let port = 0;
  let world: OperatorWorld;
  const setupTally = emptyTally();
  const sessionTally = emptyTally();
  const lostAnswerTally = emptyTally();
  const figures: ReliabilityFigures & { faultsInjected: number; messagesLost: number; messagesDuplicated: number; failures: string[] } = {
    suite: "operator session",
    targets: 4,
    faultsInjected: 0,
    messagesLost: 0,
    messagesDuplicated: 0,
    failures: [],
  };

  afterAll(async () => {
    const tallies = [setupTally, sessionTally, lostAnswerTally];
    recordReliabilityFigures(file, {
      ...figures,
      inputs: tallies.reduce((sum, tally) => sum + tally.requests, 0),
      actionsCompleted: sessionTally.confirmed + lostAnswerTally.confirmed,
      serverErrors: tallies.reduce((sum, tally) => sum + tally.serverErrors, 0),
      failures: [...figures.failures, ...tallies.flatMap((tally) => tally.unexpected)],
    });
    await server?.stop();
  });

  const signIn = async (session: ConsoleSession, email: string) => expect(await session.signIn(email, testPassword)).toBeUndefined();
  const inboxPath = (conversationId: string) => `/api/console/organizations/${world.organizationId}/inbox/conversations/${conversationId}`;
  const rotatePath = (agent: SessionAgent) => `/api/console/organizations/${world.organizationId}/agents/${agent.id}/keys/${agent.consoleKey.id}/rotate`;

  /** Runs one operator's script, each action sent again on a visible failure until the console confirms it. */
  async function runScript(session: ConsoleSession, agent: SessionAgent, script: OperatorAction[], tally: ActionTally, record: SessionRecord) {
    for (const [index, action] of script.entries()) {
      const label = `${action.kind} #${index + 1} of agent ${agent.id}`;
      if (action.kind === "reply") {
        const sent = await confirmAction<ThreadMessage>(tally, label, () =>
          session.request(`${inboxPath(action.conversationId)}/messages`, { method: "POST", ...json({ message: action.message, echoId: action.echoId }) }),
        );
        if (sent) record.replies.push({ ...action, messageId: sent.id });
      } else if (action.kind === "rotate") {
        const rotated = await confirmAction<KeyView>(tally, label, () => session.request(rotatePath(agent), { method: "POST" }));
        if (rotated) record.rotations.set(agent.id, rotated);
      } else {
        const mode = action.kind === "takeOver" ? "manual" : "ai";
        const changed = await confirmAction<{ mode: string }>(tally, label, () =>
          session.request(`${inboxPath(action.conversationId)}/mode`, { method: "PUT", ...json({ mode }) }),
        );
        if (changed) {
          expect(changed.mode).toBe(mode);
          record.modes.set(action.conversationId, mode);
        }
      }
    }
  }

  /** The thread as the customer's side of the service lists it (reads sent again through the faults). */
  async function threadOf(agent: SessionAgent, conversationId: string): Promise<ListedMessage[]> {
    const listed = await callServiceThroughFaults<{ messages: ListedMessage[] }>(server!.baseUrl, "GET", `/external/conversations/${conversationId}/messages`, {
      key: agent.customerKey,
    });
    expect(listed.status).toBe(200);
    return listed.body.messages;
  }

  /** Counts confirmed replies missing from their thread, and replies in a thread more than once. */
  async function countReplies(replies: ConfirmedReply[]) {
    const counts = await Promise.all(
      world.agents.flatMap((agent) =>
        agent.conversationIds.map(async (conversationId) => {
          const manual = (await threadOf(agent, conversationId)).filter((message) => message.senderRole === "manual_assistant");
          const confirmed = replies.filter((reply) => reply.conversationId === conversationId);
          const stray: string[] = [];
          let lost = 0;
          let duplicated = 0;
          for (const reply of confirmed) {
            const copies = manual.filter((message) => message.message === reply.message);
            if (copies.length === 0) lost += 1;
            duplicated += Math.max(0, copies.length - 1);
            if (copies.length > 0 && !copies.some((copy) => copy.id === reply.messageId))
              stray.push(`reply ${reply.echoId} confirmed as ${reply.messageId}, not in the thread under that id`);
          }
          for (const message of manual) {
            if (!confirmed.some((reply) => reply.message === message.message))
              stray.push(`an unconfirmed operator message in ${conversationId}: ${message.message}`);
          }
          return { lost, duplicated, stray };
        }),
      ),
    );
    return {
      lost: counts.reduce((sum, count) => sum + count.lost, 0),
      duplicated: counts.reduce((sum, count) => sum + count.duplicated, 0),
      stray: counts.flatMap((count) => count.stray),
    };
  }

  /** The agent's keys as the service lists them, through the faults. */
  async function keysOf(agent: SessionAgent): Promise<KeyView[]> {
    const listed = await callServiceThroughFaults<KeyView[]>(server!.baseUrl, "GET", `/external/agent-api-keys/${agent.id}`, {
      key: world.organizationKey,
      header: "Organization-Secret-Key",
    });
    expect(listed.status).toBe(200);
    return listed.body;
  }

  /** Whether a secret still opens the agent's conversations (past the made-up answers). */
  async function isSecretAccepted(secret: string): Promise<boolean> {
    const answer = await callServiceThroughFaults(server!.baseUrl, "GET", "/external/conversations", { key: secret });
    return answer.status === 200;
  }

  /** The organizations the service holds, as the subscriptions count them. */
  async function upstreamOrganizationCount(): Promise<number> {
    const listed = await callServiceThroughFaults<{ organizationsCount: number }[]>(server!.baseUrl, "GET", "/external/subscriptions", superAdmin);
    expect(listed.status).toBe(200);
    return listed.body.reduce((sum, subscription) => sum + subscription.organizationsCount, 0);
  }

  it(
    `confirms ${operators * actionsEach} replies, take-overs, hand-backs and key rotations at 20 % errors, 10 % rate limits, 5 % lost answers and 300 ms latency, losing and repeating nothing`,
    { timeout: 240_000 },
    async () => {
      const startedAt = performance.now();
      port = await freePort();
      server = await startTestServer({ port, env: { AGENT_SERVICE_FAULTS: setupFaults, SWITCHBOARD_DEMO_DATA: "false" } });
      const admin = new ConsoleSession(server.baseUrl, "198.18.21.1");
      await signIn(admin, testUsers.superadmin.email);
      world = await buildOperatorWorld(server.baseUrl, admin, setupTally, { agents: operators, conversationsPerAgent: 3, label: "Operator session" });
      const invited = await Promise.all(
        Array.from({ length: operators - 1 }, async (_, index) => {
          const email = `operator-session-${index + 1}-${Date.now()}@example.test`;
          await invite(server!.baseUrl, admin, email, "org_admin", world.organizationId);
          const session = new ConsoleSession(server!.baseUrl, `198.18.21.${index + 2}`);
          await signIn(session, email);
          return session;
        }),
      );
      const sessions = [admin, ...invited];
      figures.faultsInjected += faultsLogged(server.logFile).faults.length;
      await server.stop({ keepData: true });
      server = await startTestServer({ port, dataDir: server.dataDir, env: { AGENT_SERVICE_FAULTS: sessionFaults, SWITCHBOARD_DEMO_DATA: "false" } });
      const setupSeconds = Math.round((performance.now() - startedAt) / 1000);
      const faultsBefore = faultsLogged(server.logFile).length;

      const record: SessionRecord = { replies: [], modes: new Map(), rotations: new Map() };
      const scripts = world.agents.map((agent, index) => operatorScript(`Operator ${index + 1}`, agent.conversationIds, actionsEach));
      const started = performance.now();
      await Promise.all(world.agents.map((agent, index) => runScript(sessions[index]!, agent, scripts[index]!, sessionTally, record)));
      const sessionSeconds = Math.round((performance.now() - started) / 1000);
      const injected = faultsLogged(server.logFile, faultsBefore).faults;

      const { lost, duplicated, stray } = await countReplies(record.replies);
      figures.messagesLost += lost;
      figures.messagesDuplicated += duplicated;
      figures.failures.push(...stray);

      // Every conversation ends handed back, as the last action on it said.
      await Promise.all(
        world.agents.flatMap((agent) =>
          agent.conversationIds.map(async (conversationId) => {
            const conversation = await callServiceThroughFaults<{ mode: string }>(server!.baseUrl, "GET", `/external/conversations/${conversationId}`, {
              key: agent.customerKey,
            });
            if (record.modes.has(conversationId) && conversation.body.mode !== record.modes.get(conversationId)) {
              figures.failures.push(`conversation ${conversationId} is in ${conversation.body.mode} mode, not ${record.modes.get(conversationId)}`);
            }
          }),
        ),
      );

      // Rotations made no key of their own; the secret the console last received is the one the agent's key has; the first is dead.
      await Promise.all(
        world.agents.map(async (agent, index) => {
          const keys = await keysOf(agent);
          const rotated = record.rotations.get(agent.id);
          const consoleKey = keys.find((key) => key.id === agent.consoleKey.id);
          if (keys.length !== 2) figures.failures.push(`agent ${agent.id} has ${keys.length} keys, not 2`);
          if (!rotated || consoleKey?.prefix !== rotated.prefix || consoleKey.lastFour !== rotated.lastFour) {
            figures.failures.push(`agent ${agent.id}: the key does not have the secret of the last confirmed rotation`);
          }
          if (await isSecretAccepted(agent.consoleKey.secret)) figures.failures.push(`agent ${agent.id}: the secret before the rotations still works`);
          // The console acts with what it holds: the live secret.
          const thread = await confirmAction(setupTally, `read a thread of agent ${agent.id}`, () =>
            sessions[index]!.request(inboxPath(agent.conversationIds[0]!)),
          );
          if (!thread) figures.failures.push(`agent ${agent.id}: the console could not read a thread with the key it holds`);
        }),
      );
      const checkSeconds = Math.round((performance.now() - startedAt) / 1000) - setupSeconds - sessionSeconds;
      // Reading back met the faults too: every fault the service injected counts.
      figures.faultsInjected += faultsLogged(server.logFile, faultsBefore).faults.length;

      const byKind = (kind: OperatorAction["kind"]) => scripts.flat().filter((action) => action.kind === kind).length;
      console.log(
        `operator session: set up in ${setupSeconds} s, checked in ${checkSeconds} s; ${sessionTally.confirmed} actions confirmed in ${sessionSeconds} s (${byKind("reply")} replies, ${byKind("takeOver")} take-overs, ${byKind("handBack")} hand-backs, ${byKind("rotate")} rotations), ${sessionTally.retried} after a visible failure, ${sessionTally.requests} requests; ${injected.length} faults injected during the session; ${lost} lost, ${duplicated} duplicated`,
      );
      expect(setupTally.unexpected).toEqual([]);
      expect(sessionTally.unexpected).toEqual([]);
      expect(sessionTally.confirmed).toBe(operators * actionsEach);
      expect(sessionTally.retried).toBeGreaterThan(0);
      expect(injected.length).toBeGreaterThan(0);
      expect({ lost, duplicated }).toEqual({ lost: 0, duplicated: 0 });
      expect(figures.failures).toEqual([]);
    },
  );

  it(
    "sends a reply, a key rotation and an organization creation whose answers were lost once each, however often they are retried",
    { timeout: 180_000 },
    async () => {
      expect(world).toBeDefined();
      await server!.stop({ keepData: true });
      server = await startTestServer({ port, dataDir: server!.dataDir, env: { AGENT_SERVICE_FAULTS: lostAnswerFaults, SWITCHBOARD_DEMO_DATA: "false" } });
      const admin = new ConsoleSession(server.baseUrl, "198.18.22.1");
      await signIn(admin, testUsers.superadmin.email);
      const [agent] = world.agents;
      const conversationId = agent!.conversationIds[0]!;
      let logOffset = faultsLogged(server.logFile).length;
      const dropsSince = (pattern: RegExp) => {
        const { faults, length } = faultsLogged(server!.logFile, logOffset);
        figures.faultsInjected += faults.length;
        logOffset = length;
        return faults.filter((fault) => fault.startsWith("drop") && pattern.test(fault)).length;
      };

      // Replies: sent until a send's answer was lost at least twice, each retried with its echo id until confirmed.
      const replies: ConfirmedReply[] = [];
      let lostSends = 0;
      for (let number = 1; number <= 100 && lostSends < 2; number += 1) {
        const echoId = randomUUID();
        const message = `After a lost answer, reply ${number} (${echoId})`;
        const sent = await confirmAction<ThreadMessage>(lostAnswerTally, `reply ${number}`, () =>
          admin.request(`${inboxPath(conversationId)}/messages`, { method: "POST", ...json({ message, echoId }) }),
        );
        if (sent) replies.push({ echoId, message, conversationId, messageId: sent.id });
        lostSends += dropsSince(/send-manual-message$/);
      }
      expect(lostSends).toBeGreaterThanOrEqual(2);

      // A browser that gives up before the console answers, then sends the reply again.
      const echoId = randomUUID();
      const message = `After the browser gave up (${echoId})`;
      const impatient = await admin
        .request(`${inboxPath(conversationId)}/messages`, { method: "POST", ...json({ message, echoId }), signal: AbortSignal.timeout(5) })
        .catch(() => undefined);
      lostAnswerTally.requests += 1;
      const sent = await confirmAction<ThreadMessage>(lostAnswerTally, "reply after the browser gave up", () =>
        admin.request(`${inboxPath(conversationId)}/messages`, { method: "POST", ...json({ message, echoId }) }),
      );
      expect(impatient === undefined || impatient.status === 201).toBe(true);
      if (sent) replies.push({ echoId, message, conversationId, messageId: sent.id });
      dropsSince(/$/);

      const thread = (await threadOf(agent!, conversationId)).filter((listed) => listed.senderRole === "manual_assistant");
      for (const reply of replies) {
        const copies = thread.filter((listed) => listed.message === reply.message);
        if (copies.length === 0) figures.messagesLost += 1;
        figures.messagesDuplicated += Math.max(0, copies.length - 1);
        expect(copies.map((copy) => copy.id)).toEqual([reply.messageId]);
      }

      // Rotations: rotated until a rotation's answer was lost; the key count stays, the console holds the live secret.
      const keysBefore = (await keysOf(agent!)).length;
      let lostRotations = 0;
      let rotated: KeyView | undefined;
      for (let number = 1; number <= 80 && lostRotations < 1; number += 1) {
        rotated = await confirmAction<KeyView>(lostAnswerTally, `rotation ${number}`, () => admin.request(rotatePath(agent!), { method: "POST" }));
        lostRotations += dropsSince(/\/rotate$/);
      }
      expect(lostRotations).toBeGreaterThanOrEqual(1);
      const keysAfter = await keysOf(agent!);
      expect(keysAfter).toHaveLength(keysBefore);
      expect(keysAfter.find((key) => key.id === agent!.consoleKey.id)).toMatchObject({
        prefix: rotated!.prefix,
        lastFour: rotated!.lastFour,
        status: "active",
      });
      expect(await confirmAction(lostAnswerTally, "read a thread after the rotations", () => admin.request(inboxPath(conversationId)))).toBeDefined();

      // Organization creation: a form sent again after the console answered creates nothing more; after an
      // answer the API never gave, it is refused until the super admin confirms, and never made twice.
      const subscriptions = await confirmAction<{ id: string; isTrial: boolean }[]>(lostAnswerTally, "subscriptions", () =>
        admin.request("/api/console/admin/subscriptions?region=us"),
      );
      const trial = subscriptions!.find((subscription) => subscription.isTrial)!;
      const form = (attemptId: string, name: string, isRepeatConfirmed?: boolean) =>
        json({
          name,
          region: "us",
          licenseKey: `license-${attemptId}`,
          subscriptionId: trial.id,
          users: [{ email: `owner-${attemptId}@example.test`, role: "owner" }],
          attemptId,
          isRepeatConfirmed,
        });
      const onboard = (body: ReturnType<typeof form>) => admin.request("/api/console/admin/organizations", { method: "POST", ...body });

      let unknownAttempt: { attemptId: string; name: string } | undefined;
      let answeredAgain = 0;
      for (let number = 1; number <= 80 && (!unknownAttempt || answeredAgain === 0); number += 1) {
        const attemptId = randomUUID();
        const name = `Onboarded after a lost answer ${number}`;
        const before = await upstreamOrganizationCount();
        const first = await onboard(form(attemptId, name));
        lostAnswerTally.requests += 1;
        const lostCreations = dropsSince(/\/organizations$/);
        if (first.status === 201) {
          // The browser lost this answer: the same form again answers the same organization.
          const created = (await first.json()) as { organization: { id: string } };
          const again = await confirmAction<{ organization: { id: string } }>(lostAnswerTally, "onboarding sent again", () => onboard(form(attemptId, name)));
          expect(again?.organization.id).toBe(created.organization.id);
          expect(await upstreamOrganizationCount()).toBe(before + 1);
          lostAnswerTally.confirmed += 1;
          answeredAgain += 1;
          continue;
        }
        if (lostCreations === 0 || unknownAttempt) continue;
        expect(first.status).toBe(502);
        expect(await upstreamOrganizationCount()).toBe(before + 1);
        unknownAttempt = { attemptId, name };
      }
      expect(answeredAgain).toBeGreaterThan(0);
      expect(unknownAttempt).toBeDefined();
      const countAfterLoss = await upstreamOrganizationCount();
      for (let again = 0; again < 3; again += 1) {
        const retried = await onboard(form(unknownAttempt!.attemptId, unknownAttempt!.name));
        lostAnswerTally.requests += 1;
        expect(retried.status).toBe(409);
        expect(await retried.json()).toMatchObject({ error: { code: "ONBOARDING_OUTCOME_UNKNOWN" } });
      }
      expect(await upstreamOrganizationCount()).toBe(countAfterLoss);
      // Repeated knowingly, the API refuses it: it already has the organization (the same name and license
      // key) the lost answer was about, and says so on the form's fields.
      let repeated: { status: number; body: { error?: { code?: string; fields?: Record<string, string> } } } | undefined;
      for (let tries = 0; tries < 30 && !repeated; tries += 1) {
        lostAnswerTally.requests += 1;
        const answer = await onboard(form(unknownAttempt!.attemptId, unknownAttempt!.name, true)).catch(() => undefined);
        const body = answer ? await answer.json().catch(() => undefined) : undefined;
        if (answer && classifyAnswer(answer.status, body) !== "retryable") repeated = { status: answer.status, body };
        else await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(repeated?.status).toBe(400);
      expect(Object.keys(repeated?.body.error?.fields ?? {})).toEqual(["name", "licenseKey"]);
      expect(await upstreamOrganizationCount()).toBe(countAfterLoss);
      dropsSince(/$/);

      expect(lostAnswerTally.unexpected).toEqual([]);
      expect({ lost: figures.messagesLost, duplicated: figures.messagesDuplicated }).toEqual({ lost: 0, duplicated: 0 });
    },
  );
});
