import { once } from "node:events";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export type ReceivedRequest = { path: string; headers: IncomingHttpHeaders; body: string };

/**
 * A webhook receiver of some other system on 127.0.0.1 (an allowed host of the test servers): it keeps what
 * it gets, and answers each request with the next status of its queue (`statuses`), 200 once it is empty.
 */
export async function startLoopbackReceiver() {
  const requests: ReceivedRequest[] = [];
  const state = { statuses: [] as number[] };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      requests.push({ path: request.url ?? "/", headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
      const status = state.statuses.shift() ?? 200;
      response.writeHead(status, { "content-type": "text/plain" }).end(status < 300 ? "ok" : "not now");
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    requests,
    /** Answers the next requests with these statuses, in order. */
    answerWith(...statuses: number[]) {
      state.statuses.push(...statuses);
    },
    url: (path = "/hooks") => `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    close() {
      server.closeAllConnections();
      server.close();
    },
  };
}

export type LoopbackReceiver = Awaited<ReturnType<typeof startLoopbackReceiver>>;
