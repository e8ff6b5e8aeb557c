/** Set by the proxy on every page request: the path and query the visitor asked for. */
export const requestPathHeader = "x-console-path";

/** Set by the proxy on every page request: the nonce this response's scripts carry. */
export const nonceHeader = "x-nonce";

/** Set by the proxy on every page request (and its response): the id the audit log names the request by. */
export { requestIdHeader } from "@/lib/http/request-id";
