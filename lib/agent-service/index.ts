import "server-only";

import { getDb } from "@/lib/db";
import { serverEnv } from "@/lib/env";
import { callerOrigin } from "@/lib/http/caller-origin";
import { runForRequest } from "@/lib/http/request-context";
import { requestIdFor, requestIdHeader } from "@/lib/http/request-id";

import { createServiceApp } from "./app";
import { scheduleIdleArchiving } from "./conversations/idle-archive";
import { seedDemoData } from "./demo/seed-demo";
import { mountDocs } from "./docs";
import { notFound } from "./errors";
import { mountSignedFileRoutes } from "./files/routes";
import { implementations } from "./implementations";
import { startJobWorker } from "./jobs/worker";
import { seedReferenceData } from "./seed-reference-data";
import { sealClearSigningSecrets } from "./webhooks/sealed-secret";

type ServiceApp = ReturnType<typeof createServiceApp>;
const holder = globalThis as typeof globalThis & { __switchboardServiceApp?: ServiceApp };

function serviceApp(): ServiceApp {
  if (!holder.__switchboardServiceApp) {
    const app = createServiceApp(implementations);
    mountDocs(app);
    mountSignedFileRoutes(app);
    holder.__switchboardServiceApp = app;
  }
  return holder.__switchboardServiceApp;
}

/**
 * Answers a request under the service's paths; with a real deployment configured, the paths do not exist.
 * Every answer names the request by `X-Request-Id`: the caller's own when well formed, else a fresh one.
 */
export async function serveAgentService(request: Request): Promise<Response> {
  const env = serverEnv();
  const requestId = requestIdFor(request.headers.get(requestIdHeader));
  if (!env.isAgentServiceEnabled) {
    return Response.json(notFound("Operation").body, { status: 404, headers: { "X-Request-Id": requestId } });
  }
  const context = { requestId, origin: callerOrigin(request, env.CONSOLE_PUBLIC_URL) };
  const response = await runForRequest(context, () => serviceApp().fetch(request));
  // Its answers are a key holder's own: no cache on the way keeps them, unless one says otherwise (the reference's assets).
  if (!response.headers.has("Cache-Control")) response.headers.set("Cache-Control", "no-store");
  response.headers.set("X-Request-Id", requestId);
  return response;
}

/** Runs once at server start when the embedded service is on: reference data, sealing clear webhook secrets, the job worker and the idle archiver. */
export async function startAgentService() {
  const env = serverEnv();
  if (!env.isAgentServiceEnabled) return;
  const db = await getDb();
  await seedReferenceData(db, env.secrets.superAdminKeys);
  // Before any delivery is signed: secrets stored in clear by an earlier version are sealed once.
  await sealClearSigningSecrets(db);
  if (env.SWITCHBOARD_DEMO_DATA && (await seedDemoData(db))) console.log("  Demo organization seeded: Northwind Outfitters, with two agents.");
  startJobWorker(db, { leaseSeconds: env.AGENT_SERVICE_JOB_LEASE_SECONDS });
  // Idle conversations are looked for after every start, even if the archiver's last run failed for good.
  await scheduleIdleArchiving(db);
}
