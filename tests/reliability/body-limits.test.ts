import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { z } from "zod";

import { residentBytes, sampleResidentMemory, servingPid } from "@/bench/support/processes.mjs";
import { callService, createTestAgent, type TestAgent } from "@/tests/support/agent-service";
import { connectTestAgent } from "@/tests/support/console-connect";
import { sendOversized, type OversizedAnswer } from "@/tests/support/fuzz";
import { ConsoleSession } from "@/tests/support/http-session";
import { recordReliabilityFigures } from "@/tests/support/reliability-figures";
import { testPassword, testUsers } from "@/tests/support/test-server-users";

const baseUrl = inject("baseUrl");

/** The console's one error envelope. */
const consoleError = z.strictObject({ error: z.strictObject({ code: z.string().min(1), message: z.string().min(1) }) });
/** The embedded service's error body. */
const serviceError = z.object({ status: z.literal(413), name: z.literal("PAYLOAD_TOO_LARGE"), message: z.string(), details: z.array(z.unknown()) });
/** The webhook receiver's own answer. */
const receiverError = z.strictObject({ error: z.string().min(1), message: z.string().min(1) });

const mebibyte = 1024 * 1024;
/** Each oversized request would send this much: far over every limit, so a server that reads it whole shows. */
const oversizedBytes = 200 * mebibyte;
/** An answer to an oversized body must come before this much of it was sent, and this soon. */
const maxBytesTakenIn = oversizedBytes / 4;
const maxAnswerMs = 15_000;
/**
 * What the server's resident memory may rise by while it refuses an oversized body, and over the whole suite: a few
 * buffers of the largest limit (25 MiB), far from the 200 MiB (twice that as a string) of a body read whole.
 */
const maxMemoryGrowth = 120 * mebibyte;
const noSuchWebhook = "0b9a5d1e-6f1c-4c44-9a43-2f1d7d3c0a11";

const json = (body: unknown) => ({ headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

describe("body limits: every body is read within its limit, and forged deliveries are not stored", () => {
  const superadmin = new ConsoleSession(baseUrl, "198.18.12.1");
  const failures: string[] = [];
  const targets = new Set<string>();
  let inputs = 0;
  let attacksRepelled = 0;
  let defensesBreached = 0;
  let serverErrors = 0;
  let serverPid: number | undefined;
  const peakGrowths: number[] = [];
  let memoryAtStart = 0;
  let agent: TestAgent;
  let webhooksPath = "";
  let webhookId = "";

  afterAll(() => {
    recordReliabilityFigures("body-limits", { suite: "body limits", targets: targets.size, inputs, attacksRepelled, defensesBreached, serverErrors, failures });
  });

  /** Counts an attack as repelled when every check holds, as a breach otherwise (each failed check named). */
  function judge(attack: string, problems: (string | false)[]) {
    const found = problems.filter((problem): problem is string => Boolean(problem));
    if (found.length === 0) attacksRepelled += 1;
    else {
      defensesBreached += 1;
      failures.push(...found.map((problem) => `${attack}: ${problem}`));
    }
  }

  /** Sends an oversized body and judges the answer: 413 in the target's shape, soon, before most of it was sent. */
  async function attack(target: string, url: string, shape: z.ZodType, options: Omit<Parameters<typeof sendOversized>[1], "totalBytes" | "declareLength">) {
    targets.add(target);
    for (const declareLength of [true, false]) {
      const name = `${target} (${declareLength ? "Content-Length" : "chunked"})`;
      inputs += 1;
      const startedAt = Date.now();
      const memoryBefore = residentBytes(serverPid!) ?? 0;
      const memory = sampleResidentMemory(serverPid!, 50);
      let answer: OversizedAnswer;
      try {
        answer = await sendOversized(url, { ...options, totalBytes: oversizedBytes, declareLength });
      } catch (error) {
        memory.stop();
        judge(name, [`no answer: ${String(error)}`]);
        continue;
      }
      const elapsedMs = Date.now() - startedAt;
      const peakGrowth = Math.max(...memory.stop()) - memoryBefore;
      peakGrowths.push(peakGrowth);
      if (answer.status >= 500) serverErrors += 1;
      judge(name, [
        answer.status !== 413 && `answered ${answer.status}, not 413: ${answer.body.slice(0, 200)}`,
        answer.status === 413 && !shape.safeParse(JSON.parse(answer.body)).success && `413 not in its shape: ${answer.body.slice(0, 200)}`,
        answer.bytesSent > maxBytesTakenIn && `answered only after ${Math.round(answer.bytesSent / mebibyte)} MiB of ${oversizedBytes / mebibyte} were sent`,
        elapsedMs > maxAnswerMs && `answered after ${elapsedMs} ms`,
        peakGrowth > maxMemoryGrowth && `the server's memory rose by ${Math.round(peakGrowth / mebibyte)} MiB meanwhile`,
      ]);
    }
  }

  beforeAll(async () => {
    // The server runs under this suite's runner: among the machine's processes, the one listening on its port.
    serverPid = servingPid(1, Number(new URL(baseUrl).port));
    expect(serverPid, "the server's process").toBeDefined();
    memoryAtStart = residentBytes(serverPid!) ?? 0;

    expect(await superadmin.signIn(testUsers.superadmin.email, testPassword)).toBeUndefined();
    agent = await createTestAgent(baseUrl, { name: "Body limits agent" });
    const organizationId = await connectTestAgent(superadmin, agent, `Body limits organization ${Date.now()}`);
    webhooksPath = `/api/console/organizations/${organizationId}/agents/${agent.id}/webhooks`;
    const registered = await superadmin.request(webhooksPath, { method: "POST", ...json({ title: "Receiver", description: "", triggers: ["each_message"] }) });
    expect(registered.status).toBe(201);
    webhookId = ((await registered.json()) as { id: string }[])[0]!.id;
  });

  it("the webhook receiver refuses an oversized delivery, for any webhook id, without authentication", { timeout: 120_000 }, async () => {
    const headers = {
      "content-type": "application/json",
      "webhook-id": "msg_big",
      "webhook-timestamp": String(Math.floor(Date.now() / 1000)),
      "webhook-signature": "v1,AAAA",
    };
    await attack("webhook receiver, unknown webhook", `${baseUrl}/api/webhooks/${noSuchWebhook}`, receiverError, { headers, prefix: '{"type":"' });
    await attack("webhook receiver, registered webhook", `${baseUrl}/api/webhooks/${webhookId}`, receiverError, { headers, prefix: '{"type":"' });
  });

  it("a console route and sign-in refuse an oversized body in the console's envelope", { timeout: 120_000 }, async () => {
    const cookie = superadmin.cookieHeader();
    await attack("console route (new organization)", `${baseUrl}/api/console/organizations`, consoleError, {
      headers: { cookie, "content-type": "application/json", "x-forwarded-for": "198.18.12.1" },
      prefix: '{"name":"',
    });
    await attack("sign-in", `${baseUrl}/api/auth/callback/credentials`, consoleError, {
      headers: { origin: baseUrl, "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": "198.18.12.2" },
      prefix: "email=",
    });
  });

  it("the embedded API refuses an oversized body on an operation and on a signed upload", { timeout: 120_000 }, async () => {
    await attack("embedded API operation (create pack)", `${baseUrl}/api/external/packs`, serviceError, {
      headers: { "Organization-Secret-Key": agent.organization.key, "content-type": "application/json" },
      prefix: '{"name":"',
    });
    const issued = await callService(baseUrl, "POST", "/external/prompts/upload-url", {
      key: agent.key,
      body: { fileName: "big.bin", contentType: "application/octet-stream" },
    });
    expect(issued.status).toBe(200);
    // A signed URL takes one upload: the refusal of the first leaves it free for the second.
    await attack("signed upload", issued.body.signedUrl as string, serviceError, { method: "PUT", headers: { "content-type": "application/octet-stream" } });
  });

  it("forged deliveries are refused, counted on their webhook, and never stored", async () => {
    targets.add("webhook receiver, forged signatures");
    const deliveries = async () => ((await (await superadmin.request(`${webhooksPath}/deliveries`)).json()) as { total: number }).total;
    const refusedCount = async () =>
      ((await (await superadmin.request(webhooksPath)).json()) as { id: string; refusedDeliveries: { count: number } }[]).find(
        (webhook) => webhook.id === webhookId,
      )!.refusedDeliveries.count;
    const [storedBefore, refusedBefore] = [await deliveries(), await refusedCount()];
    const forger = new Webhook(`whsec_${Buffer.alloc(32, 3).toString("base64")}`);
    const forgeries = 25;
    for (let index = 0; index < forgeries; index += 1) {
      const body = JSON.stringify({ type: "each_message", conversation: { id: `forged-${index}` } });
      const now = new Date();
      const messageId = `msg_forged_${index}`;
      inputs += 1;
      const response = await fetch(`${baseUrl}/api/webhooks/${webhookId}`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "webhook-id": messageId,
          "webhook-timestamp": String(Math.floor(now.getTime() / 1000)),
          "webhook-signature": forger.sign(messageId, now, body),
        },
        body,
      });
      if (response.status >= 500) serverErrors += 1;
      judge(`forged delivery ${index + 1}`, [response.status !== 401 && `answered ${response.status}, not 401`]);
    }
    const [storedAfter, refusedAfter] = [await deliveries(), await refusedCount()];
    if (storedAfter !== storedBefore) {
      defensesBreached += 1;
      failures.push(`forged deliveries stored: the delivery log went from ${storedBefore} to ${storedAfter}`);
    }
    expect(refusedAfter - refusedBefore).toBe(forgeries);
  });

  it("the server's memory stays bounded after all of it", () => {
    targets.add("server memory");
    const growth = (residentBytes(serverPid!) ?? 0) - memoryAtStart;
    const peak = Math.max(0, ...peakGrowths);
    console.log(
      `body limits: server memory rose by at most ${Math.round(peak / mebibyte)} MiB during an attack, ${Math.round(growth / mebibyte)} MiB over ${inputs} requests`,
    );
    judge("memory", [growth > maxMemoryGrowth && `the server's memory grew by ${Math.round(growth / mebibyte)} MiB`]);
    expect(failures).toEqual([]);
    expect(defensesBreached).toBe(0);
  });
});
