import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type RelayedRequest = { path: string; headers: IncomingHttpHeaders; body: string };

/**
 * An HTTP hop in front of a receiver, as a load balancer would be: it passes requests on to `target`, or, while
 * holding, keeps them unanswered (their sender waits). Everything it was sent is kept in order.
 */
export type HoldingRelay = {
  url: string;
  /** Where requests are passed on to. */
  target: string | undefined;
  received: RelayedRequest[];
  /** Requests kept unanswered since `hold()`. */
  held: RelayedRequest[];
  hold(): void;
  /** Passes requests on again; held ones stay held until `deliverHeld`. */
  pass(): void;
  /** Sends the held requests on to the target, answering their senders if they still wait; answers the target's statuses. */
  deliverHeld(): Promise<number[]>;
  close(): Promise<void>;
};

const forwardedHeaders = ["content-type", "webhook-id", "webhook-timestamp", "webhook-signature", "user-agent"];

async function forward(target: string, request: RelayedRequest): Promise<Response> {
  const headers = Object.fromEntries(forwardedHeaders.flatMap((name) => (typeof request.headers[name] === "string" ? [[name, request.headers[name]]] : [])));
  return fetch(`${target}${request.path}`, { method: "POST", headers, body: request.body });
}

export async function startHoldingRelay(): Promise<HoldingRelay> {
  let isHolding = false;
  const relay = {
    target: undefined as string | undefined,
    received: [] as RelayedRequest[],
    held: [] as RelayedRequest[],
  };
  const senders = new Map<RelayedRequest, (status: number, body: string) => void>();
  const server: Server = createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (body += chunk));
    request.on("end", () => {
      const relayed = { path: request.url ?? "/", headers: request.headers, body };
      relay.received.push(relayed);
      const respond = (status: number, text: string) => {
        if (!response.destroyed) response.writeHead(status, { "content-type": "application/json" }).end(text);
      };
      if (isHolding || !relay.target) {
        relay.held.push(relayed);
        senders.set(relayed, respond);
        return;
      }
      forward(relay.target, relayed)
        .then(async (answer) => respond(answer.status, await answer.text()))
        .catch(() => respond(502, ""));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(relay, {
    url: `http://127.0.0.1:${port}`,
    hold: () => void (isHolding = true),
    pass: () => void (isHolding = false),
    async deliverHeld() {
      const held = relay.held.splice(0);
      return Promise.all(
        held.map(async (request) => {
          const answer = await forward(relay.target!, request);
          senders.get(request)?.(answer.status, await answer.text());
          senders.delete(request);
          return answer.status;
        }),
      );
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  });
}
