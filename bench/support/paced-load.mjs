import http from "node:http";

/**
 * When the `index`-th request of an open-loop load at `rate` requests a second is due, in ms after the start:
 * evenly spaced, whatever the answers do (autocannon's `overallRate` instead lets each connection send its
 * share back to back at the top of every second, so a "low rate" arrives as bursts that queue).
 */
export const dueAtMs = (index, rate) => (index * 1000) / rate;

/**
 * Sends `rate` requests a second, evenly spaced, for `durationSeconds`, over at most `connections` kept-alive
 * connections, cycling through `requests`; each answer's time is measured from the moment its request was due,
 * so time spent waiting for a free connection counts. Resolves in the shape of load.mjs `runLoad`.
 */
export async function runPacedLoad({ baseUrl, requests, rate, durationSeconds, connections = 10, timeoutSeconds = 10 }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  const statuses = {};
  let succeeded = 0;
  let errors = 0;
  let timeouts = 0;
  const count = Math.round(rate * durationSeconds);
  const startedAt = performance.now();
  const sendOne = (request, dueAt) =>
    new Promise((resolve) => {
      const outgoing = http.request(
        new URL(request.path, baseUrl),
        { method: request.method ?? "GET", headers: request.headers ?? {}, agent, timeout: timeoutSeconds * 1000 },
        (response) => {
          response.resume();
          response.on("end", () => {
            latencies.push(performance.now() - dueAt);
            statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
            if (response.statusCode >= 200 && response.statusCode < 300) succeeded += 1;
            resolve();
          });
        },
      );
      outgoing.on("timeout", () => {
        timeouts += 1;
        outgoing.destroy(new Error("timeout"));
      });
      outgoing.on("error", () => {
        errors += 1;
        resolve();
      });
      outgoing.end();
    });
  const pending = [];
  try {
    for (let index = 0; index < count; index += 1) {
      const dueAt = startedAt + dueAtMs(index, rate);
      const wait = dueAt - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      pending.push(sendOne(requests[index % requests.length], dueAt));
    }
    await Promise.all(pending);
  } finally {
    agent.destroy();
  }
  const seconds = (performance.now() - startedAt) / 1000;
  return { responses: latencies.length, succeeded, statuses, errors, timeouts, seconds, throughput: succeeded / seconds, latencies };
}
