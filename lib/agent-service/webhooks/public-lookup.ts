import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import type { LookupFunction } from "node:net";

import { classifyAddress } from "./ip-classification";

type LookupAll = (hostname: string, callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void) => void;

const systemLookupAll: LookupAll = (hostname, callback) => dnsLookup(hostname, { all: true, verbatim: true }, callback);

function notPublic(hostname: string, address: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`${hostname} resolves to a non-public address (${classifyAddress(address)})`), { code: "ENOTPUBLIC" });
}

/**
 * A `lookup` for outgoing sockets that refuses to connect when any address of the host is not public.
 * The check happens on the very resolution the socket uses, so a name that changes its answer between
 * the policy check and the connection (DNS rebinding) still cannot reach a private address.
 */
export function createPublicOnlyLookup(lookupAll: LookupAll = systemLookupAll): LookupFunction {
  return (hostname, options, callback) => {
    lookupAll(hostname, (error, addresses) => {
      if (error) return callback(error, "", 0);
      const refused = addresses.find((entry) => classifyAddress(entry.address) !== "public");
      const first = addresses[0];
      if (refused) return callback(notPublic(hostname, refused.address), "", 0);
      if (!first) return callback(Object.assign(new Error(`${hostname} has no address`), { code: "ENOTFOUND" }), "", 0);
      if (options.all) return callback(null, addresses);
      const wanted = options.family === 4 || options.family === 6 ? addresses.find((entry) => entry.family === options.family) : first;
      if (!wanted) return callback(Object.assign(new Error(`${hostname} has no IPv${options.family} address`), { code: "ENOTFOUND" }), "", 0);
      return callback(null, wanted.address, wanted.family);
    });
  };
}
