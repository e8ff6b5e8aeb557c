/**
 * Headers that frame an outgoing request, and the user agent every one of them names: the custom headers a
 * webhook or a function is given may not set them.
 */
export const reservedRequestHeaders: readonly string[] = [
  "content-type",
  "content-length",
  "transfer-encoding",
  "connection",
  "host",
  "keep-alive",
  "te",
  "trailer",
  "upgrade",
  "expect",
  "user-agent",
];
