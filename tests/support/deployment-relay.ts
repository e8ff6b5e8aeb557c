import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

import { freePort } from "@/tests/support/free-port";
import { startTestServer, type TestServer } from "@/tests/support/test-server.mjs";

/** One call the console makes to the deployment behind the relay. */
export type RelayedCall = { method: string | undefined; path: string };

/**
 * What the relay does with a call: pass it on and relay the answer, pass it on but drop the connection instead of
 * answering (the work is done, its answer lost), or answer it itself without passing it on.
 */
export type RelayChoice = "pass" | "pass-and-drop-the-answer" | { status: number; body: unknown };

export type DeploymentRelay = { url: string; close(): void };

const headersNotRelayed = ["host", "content-length", "connection"];

/** An HTTP hop in front of a deployment (`target`) that lets a test change how the deployment answers some calls. */
export async function startDeploymentRelay(target: string, choose: (call: RelayedCall) => RelayChoice): Promise<DeploymentRelay> {
  const relay = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", async () => {
      const path = request.url ?? "/";
      const choice = choose({ method: request.method, path });
      if (typeof choice === "object") {
        response.writeHead(choice.status, { "content-type": "application/json" }).end(JSON.stringify(choice.body));
        return;
      }
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter((entry): entry is [string, string] => typeof entry[1] === "string" && !headersNotRelayed.includes(entry[0])),
      );
      const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
      const answer = await fetch(`${target}${path}`, { method: request.method, headers, body });
      if (choice === "pass-and-drop-the-answer") {
        request.socket.destroy();
        return;
      }
      response
        .writeHead(answer.status, { "content-type": answer.headers.get("content-type") ?? "application/json" })
        .end(Buffer.from(await answer.arrayBuffer()));
    });
  });
  relay.listen(0, "127.0.0.1");
  await once(relay, "listening");
  return {
    url: `http://127.0.0.1:${(relay.address() as AddressInfo).port}`,
    close() {
      relay.closeAllConnections();
      relay.close();
    },
  };
}

/** A console server whose deployments, in both regions, are reached through the relay. */
export async function startConsoleBehind(relay: DeploymentRelay): Promise<TestServer> {
  return startTestServer({ port: await freePort(), env: { AGENT_API_US_URL: relay.url, AGENT_API_EU_URL: `${relay.url}/regions/eu` } });
}
