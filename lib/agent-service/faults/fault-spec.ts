/**
 * Faults the embedded service injects for testing, from `AGENT_SERVICE_FAULTS`: shares of requests that
 * answer 500 (`error`), 429 (`ratelimit`) or lose their connection once handled (`drop`), and a delay
 * before every request (`latency`), and the `Retry-After` the 429s carry (`retryafter`, 1s by default).
 * Example: `error=0.2,ratelimit=0.1,latency=300ms`.
 */
export type FaultSpec = { error: number; rateLimit: number; drop: number; latencyMs: number; retryAfterSeconds: number };

export type Fault = "error" | "ratelimit" | "drop";

/** The header that marks an answer the fault injection made up; it is only ever set while faults are on. */
export const faultHeader = "X-Fault-Injected";

/** How the server log starts the line it writes for every injected fault, so the faults can be counted. */
export const faultLogPrefix = "agent-service fault injected:";

export const noFaults: FaultSpec = { error: 0, rateLimit: 0, drop: 0, latencyMs: 0, retryAfterSeconds: 1 };

const shareNames = { error: "error", ratelimit: "rateLimit", drop: "drop" } as const;

/** Reads a fault specification; throws with a plain message for anything it does not understand. */
export function parseFaultSpec(text: string | undefined): FaultSpec {
  const spec = { ...noFaults };
  for (const part of (text ?? "")
    .split(",")
    .map((piece) => piece.trim())
    .filter(Boolean)) {
    const [name = "", value = ""] = part.split("=").map((piece) => piece.trim());
    if (name === "latency" || name === "retryafter") {
      const match = /^(\d+(?:\.\d+)?)(ms|s)?$/.exec(value);
      if (!match) throw new Error(`${name} must be a duration such as 300ms or 1s, not "${value}"`);
      const ms = Number(match[1]) * (match[2] === "s" ? 1000 : 1);
      if (name === "latency") spec.latencyMs = ms;
      else spec.retryAfterSeconds = Math.max(1, Math.ceil(ms / 1000));
      continue;
    }
    const key = shareNames[name as keyof typeof shareNames];
    if (!key) throw new Error(`unknown fault "${name}"; use error, ratelimit, drop, latency or retryafter`);
    const share = Number(value);
    if (!Number.isFinite(share) || share < 0 || share > 1 || value === "") throw new Error(`${name} must be a share between 0 and 1, not "${value}"`);
    spec[key] = share;
  }
  if (spec.error + spec.rateLimit + spec.drop > 1) throw new Error("the shares of error, ratelimit and drop add up to more than 1");
  return spec;
}

/** Whether a specification injects anything at all. */
export const hasFaults = (spec: FaultSpec) => spec.error > 0 || spec.rateLimit > 0 || spec.drop > 0 || spec.latencyMs > 0;

/** The fault a request meets, given a uniform random number in [0, 1): the shares are laid end to end. */
export function chooseFault(spec: FaultSpec, random: number): Fault | undefined {
  if (random < spec.error) return "error";
  if (random < spec.error + spec.rateLimit) return "ratelimit";
  if (random < spec.error + spec.rateLimit + spec.drop) return "drop";
  return undefined;
}
