import http from "node:http";

/**
 * A loopback load balancer for benchmarks: each request goes to the next target in turn (round robin, no sticky
 * sessions), streamed both ways, so a Server-Sent Events answer passes through as it is written. It adds
 * `X-Forwarded-For` and `X-Forwarded-Proto` the way a real balancer does, and keeps connections to the targets
 * open between requests. `setTargets` changes the rotation while it runs.
 */
export async function startBalancer(targets, { port = 0 } = {}) {
  let rotation = targets.map((target) => new URL(target));
  let next = 0;
  const served = new Map();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const server = http.createServer((request, response) => {
    if (rotation.length === 0) {
      response.writeHead(503, { "content-type": "text/plain" }).end("no instance behind the balancer yet");
      return;
    }
    const target = rotation[next % rotation.length];
    next += 1;
    served.set(target.origin, (served.get(target.origin) ?? 0) + 1);
    const forwardedFor = [request.headers["x-forwarded-for"], request.socket.remoteAddress].filter(Boolean).join(", ");
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, "x-forwarded-for": forwardedFor, "x-forwarded-proto": "http" },
        agent,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        // Each chunk goes out as it comes: an event stream must not wait in a buffer.
        response.flushHeaders();
        answer.pipe(response);
      },
    );
    upstream.on("error", () => {
      if (!response.headersSent) response.writeHead(502, { "content-type": "text/plain" });
      response.end("bad gateway");
    });
    response.on("close", () => upstream.destroy());
    request.pipe(upstream);
  });
  server.keepAliveTimeout = 30_000;
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: listening } = server.address();
  return {
    baseUrl: `http://localhost:${listening}`,
    port: listening,
    /** How many requests each target was sent, by origin. */
    served,
    setTargets(list) {
      rotation = list.map((target) => new URL(target));
      next = 0;
    },
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      agent.destroy();
    },
  };
}
