import { hkdfSync } from "node:crypto";

/** Names what the derived key is for, so it can never equal a key derived from the same secret for another use. */
const purpose = "switchboard: the embedded service's signed file URLs";

/**
 * The key that signs the embedded service's upload and download URLs. Derived from `AUTH_SECRET` when it is set,
 * so every instance sharing that secret accepts the URLs any of them signed (a URL made by one instance is often
 * used on another behind a load balancer); otherwise the key generated into the data directory, which only an
 * instance on that directory knows.
 */
export function serviceSigningKey(authSecret: string | undefined, generated: Buffer): Buffer {
  if (authSecret === undefined) return generated;
  return Buffer.from(hkdfSync("sha256", authSecret, "", purpose, 32));
}
