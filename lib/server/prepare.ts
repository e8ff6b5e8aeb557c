import "server-only";

import { startAgentService } from "@/lib/agent-service";
import { registerInProcessReceiver } from "@/lib/agent-service/webhooks/in-process-receiver";
import { describeBootstrap, ensureFirstSuperadmin } from "@/lib/console/auth/bootstrap-admin";
import { connectEmbeddedService } from "@/lib/console/organizations/embedded-connection";
import { receiveWebhookDelivery } from "@/lib/console/webhooks/receive";
import { getDb } from "@/lib/db";
import { serverEnv } from "@/lib/env";
import { EnvError } from "@/lib/env/schema";

/** Runs once when the server starts: configuration check, migrations, the first super-admin. */
export async function prepareServer(): Promise<void> {
  try {
    const env = serverEnv();
    // Without a fixed public URL, sign-in redirects follow the host the browser used.
    if (!process.env.NEXTAUTH_URL) process.env.AUTH_TRUST_HOST ??= "true";
    const db = await getDb();
    const admin = await ensureFirstSuperadmin(db, env);
    console.log(describeBootstrap(admin));
    // The embedded service delivers to the console's receiver on this server without a round trip over HTTP.
    registerInProcessReceiver(async (delivery) => receiveWebhookDelivery(await getDb(), delivery));
    await startAgentService();
    if (env.isAgentServiceEnabled) await connectEmbeddedService(db, env);
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(`\nSwitchboard cannot start. ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}
