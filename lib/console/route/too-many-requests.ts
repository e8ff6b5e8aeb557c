/** How a refusal for a rate limit starts, in the console's words. */
const lead = "Too many requests";

/**
 * A refusal for a rate limit as the console says it: "Too many requests — try again in 40 s.", then its reason.
 * A reason already said this way is kept as it is.
 */
export function tooManyRequestsMessage(retryAfterSeconds: number | undefined, reason?: string): string {
  if (reason?.startsWith(lead)) return reason;
  const wait = `${lead} — try again ${retryAfterSeconds ? `in ${retryAfterSeconds} s` : "shortly"}.`;
  return reason ? `${wait} ${reason}` : wait;
}
