import autocannon from "autocannon";

import { runPacedLoad } from "./paced-load.mjs";

/**
 * Sends HTTP load and records every response: `requests` are cycled through. With `overallRate` (requests per
 * second) they are sent evenly spaced (autocannon's own pacing sends each connection's share in a burst at the
 * top of every second, which measures queueing); otherwise autocannon's connections each send as fast as they
 * are answered. Resolves with the counts, the throughput of successful answers, and each response time (ms).
 */
export function runLoad({ baseUrl, requests, connections = 10, durationSeconds, overallRate, timeoutSeconds = 10 }) {
  if (overallRate) return runPacedLoad({ baseUrl, requests, rate: overallRate, durationSeconds, connections, timeoutSeconds });
  return new Promise((resolve, reject) => {
    const latencies = [];
    const statuses = {};
    let succeeded = 0;
    const instance = autocannon(
      {
        url: baseUrl,
        connections,
        duration: durationSeconds,
        timeout: timeoutSeconds,
        requests: requests.map(({ method = "GET", path, headers = {} }) => ({ method, path, headers })),
      },
      (error, result) => {
        if (error) return reject(error);
        const seconds = (result.finish - result.start) / 1000 || result.duration;
        resolve({
          responses: latencies.length,
          succeeded,
          statuses,
          errors: result.errors,
          timeouts: result.timeouts,
          seconds,
          throughput: succeeded / seconds,
          latencies,
        });
      },
    );
    instance.on("response", (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
      if (statusCode >= 200 && statusCode < 300) succeeded += 1;
    });
  });
}

/** Why a load run cannot be trusted (refusals, errors, timeouts), or undefined when every answer was a success. */
export function loadProblem(run) {
  const failures = Object.entries(run.statuses).filter(([status]) => !status.startsWith("2"));
  const parts = [
    ...failures.map(([status, count]) => `${count} × HTTP ${status}`),
    ...(run.errors > 0 ? [`${run.errors} errors`] : []),
    ...(run.timeouts > 0 ? [`${run.timeouts} timeouts`] : []),
    ...(run.responses === 0 ? ["no response at all"] : []),
  ];
  return parts.length > 0 ? parts.join(", ") : undefined;
}
