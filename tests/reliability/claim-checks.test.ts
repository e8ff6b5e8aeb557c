import { randomUUID } from "node:crypto";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { InboxConversation } from "@/lib/schemas/console/inbox";
import { createTestAgent, createTestConversation, type TestAgent } from "@/tests/support/agent-service";
import { auditEntryOf } from "@/tests/support/audit-log";
import { openConsoleInbox } from "@/tests/support/console-inbox";
import { freePort } from "@/tests/support/free-port";
import { ConsoleSession } from "@/tests/support/http-session";
import { invite } from "@/tests/support/invite";
import { recordReliabilityFigures } from "@/tests/support/reliability-figures";
import { testPassword } from "@/tests/support/test-server-users";
import { startTestServer, type TestServer } from "@/tests/support/test-server.mjs";

const file = path.basename(import.meta.filename, ".test.ts");
const json = (method: string, body?: unknown) => ({
  method,
  ...(body === undefined ? {} : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
});
const rounds = 4;

/** Every action on a conversation an operator who lost the take-over race might try, as the inbox sends it. */
const actions = {
  claim: () => ({ path: "claim", init: json("POST") }),
  takeOver: () => ({ path: "mode", init: json("PUT", { mode: "manual" }) }),
  reply: () => ({ path: "messages", init: json("POST", { message: `Not yours to answer (${randomUUID()})`, echoId: randomUUID() }) }),
  handBack: () => ({ path: "mode", init: json("PUT", { mode: "ai" }) }),
  close: () => ({ path: "close", init: json("POST") }),
} as const;
type ActionName = keyof typeof actions;

type Operator = { session: ConsoleSession; id: string; name: string };

/**
 * Two operators race to take over the same conversations: the one who loses is refused (409, naming the
 * holder) on every action, and the conversation stays as the holder left it; the holder is not. An admin's
 * explicit take is audited, after which the previous holder is refused the same way.
 */
describe("claim checks", () => {
  const failures: string[] = [];
  const tried = new Set<string>();
  let inputs = 0;
  let attacksRepelled = 0;
  let defensesBreached = 0;
  let serverErrors = 0;
  let server: TestServer;
  let superadmin: ConsoleSession;
  let agent: TestAgent;
  let inbox = "";
  let organizationId = "";
  let admin: Operator;
  const operators: Operator[] = [];

  afterAll(async () => {
    recordReliabilityFigures(file, { suite: "claim checks", targets: tried.size, inputs, attacksRepelled, defensesBreached, serverErrors, failures });
    await server?.stop();
  });

  async function send(session: ConsoleSession, conversationId: string, path: string, init: RequestInit) {
    inputs += 1;
    const response = await session.request(`${inbox}/conversations/${conversationId}/${path}`, init);
    if (response.status >= 500) serverErrors += 1;
    return { status: response.status, body: (await response.json().catch(() => undefined)) as any, requestId: response.headers.get("x-request-id") };
  }

  /** Tries an action someone may not do: counts it turned away (409 naming the holder) or got through. */
  async function attempt(who: Operator, conversationId: string, action: ActionName, holder: Operator) {
    tried.add(action);
    const { path: actionPath, init } = actions[action]();
    const answer = await send(who.session, conversationId, actionPath, init);
    const isRefused = answer.status === 409 && answer.body?.error?.code === "CLAIMED" && String(answer.body.error.message).includes(holder.name);
    if (isRefused) attacksRepelled += 1;
    else {
      defensesBreached += 1;
      failures.push(`${who.name} could ${action} ${holder.name}'s conversation ${conversationId}: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
  }

  async function expectAllowed(who: Operator, conversationId: string, action: ActionName) {
    tried.add(action);
    const { path: actionPath, init } = actions[action]();
    const answer = await send(who.session, conversationId, actionPath, init);
    if (answer.status >= 300)
      failures.push(`${who.name} was refused ${action} on their own conversation ${conversationId}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer;
  }

  const summaryOf = async (conversationId: string) =>
    (await (await superadmin.request(`${inbox}/conversations/${conversationId}`)).json()).conversation as InboxConversation;

  async function signedIn(email: string, role: "operator" | "org_admin", address: string): Promise<Operator> {
    await invite(server.baseUrl, superadmin, email, role, organizationId);
    const session = new ConsoleSession(server.baseUrl, address);
    expect(await session.signIn(email, testPassword)).toBeUndefined();
    const users = (await (await superadmin.request("/api/console/users")).json()) as { id: string; email: string; name: string }[];
    const user = users.find((listed) => listed.email === email)!;
    if (role === "operator") {
      const given = await superadmin.request(`/api/console/organizations/${organizationId}/operators/${user.id}/agents`, json("PATCH", { add: [agent.id] }));
      expect(given.status).toBe(200);
    }
    return { session, id: user.id, name: user.name };
  }

  beforeAll(async () => {
    server = await startTestServer({ port: await freePort(), env: { SWITCHBOARD_DEMO_DATA: "false" } });
    agent = await createTestAgent(server.baseUrl, { name: "Claims agent" });
    ({ session: superadmin, organizationId, inbox } = await openConsoleInbox(server.baseUrl, agent, "198.18.41.1"));
    operators.push(
      await signedIn(`otto-${Date.now()}@example.test`, "operator", "198.18.41.2"),
      await signedIn(`olga-${Date.now()}@example.test`, "operator", "198.18.41.3"),
    );
    admin = await signedIn(`adele-${Date.now()}@example.test`, "org_admin", "198.18.41.4");
  }, 180_000);

  it(`refuses the loser of ${rounds} take-over races every action on the conversation, and lets the holder act`, { timeout: 120_000 }, async () => {
    for (let round = 0; round < rounds; round += 1) {
      const { conversation } = await createTestConversation(server.baseUrl, agent, `Race ${round + 1}`);
      const raced = await Promise.all(operators.map((operator) => send(operator.session, conversation.id, "mode", json("PUT", { mode: "manual" }))));
      expect(raced.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const holder = operators[raced.findIndex((answer) => answer.status === 200)]!;
      const loser = operators.find((operator) => operator !== holder)!;
      expect(raced.find((answer) => answer.status === 409)!.body.error.message).toContain(holder.name);

      for (const action of Object.keys(actions) as ActionName[]) await attempt(loser, conversation.id, action, holder);
      // Nor may an admin act on it without taking it first.
      for (const action of ["reply", "handBack", "close"] as const) await attempt(admin, conversation.id, action, holder);
      expect(await summaryOf(conversation.id)).toMatchObject({ mode: "manual", operator: { id: holder.id }, phase: expect.not.stringMatching(/closed/) });

      expect((await expectAllowed(holder, conversation.id, "reply")).status).toBe(201);
      expect((await expectAllowed(holder, conversation.id, "claim")).status).toBe(200);
      if (round % 2 === 0) {
        expect((await expectAllowed(holder, conversation.id, "handBack")).body).toMatchObject({ mode: "ai", operator: null });
      } else {
        expect((await expectAllowed(holder, conversation.id, "close")).body).toMatchObject({ phase: "closed" });
      }
    }
    expect(failures).toEqual([]);
  });

  it("lets an admin take a conversation from its holder with an audited action, after which the previous holder is refused", { timeout: 60_000 }, async () => {
    const [otto, olga] = operators as [Operator, Operator];
    const { conversation } = await createTestConversation(server.baseUrl, agent, "Taken from Otto");
    expect((await send(otto.session, conversation.id, "mode", json("PUT", { mode: "manual" }))).status).toBe(200);

    // An operator cannot take it at all; an admin who names the wrong holder is told who has it.
    tried.add("take");
    const byOperator = await send(olga.session, conversation.id, "take", json("POST", { fromUserId: otto.id }));
    if (byOperator.status === 403) attacksRepelled += 1;
    else {
      defensesBreached += 1;
      failures.push(`an operator took a conversation: ${byOperator.status}`);
    }
    const stale = await send(admin.session, conversation.id, "take", json("POST", { fromUserId: olga.id }));
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toContain(otto.name);

    const taken = await send(admin.session, conversation.id, "take", json("POST", { fromUserId: otto.id }));
    expect(taken.status).toBe(200);
    expect(taken.body).toMatchObject({ mode: "manual", operator: { id: admin.id, name: admin.name } });
    const entry = await auditEntryOf(superadmin, "conversation.take", taken.requestId);
    expect(entry).toMatchObject({
      outcome: "success",
      actorRole: "org_admin",
      target: `agent:${agent.id} conversation:${conversation.id}`,
      details: { fromUserId: otto.id, fromName: otto.name },
    });

    for (const action of Object.keys(actions) as ActionName[]) await attempt(otto, conversation.id, action, admin);
    expect(await summaryOf(conversation.id)).toMatchObject({ mode: "manual", operator: { id: admin.id } });
    expect((await expectAllowed(admin, conversation.id, "reply")).status).toBe(201);
    expect((await expectAllowed(admin, conversation.id, "handBack")).body).toMatchObject({ mode: "ai", operator: null });
    expect(failures).toEqual([]);
  });
});
