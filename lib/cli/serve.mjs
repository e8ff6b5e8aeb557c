// Serves the production build, as `next start` does, behind a plain Node server that tells route handlers the
// connection's address (sign-in throttling and the audit log need it; Next.js does not hand it to them).
// Usage: node lib/cli/serve.mjs --port 3000
import { createServer } from "node:http";

import { projectRoot } from "./next-bin.mjs";
import { peerAddressMarker, stampPeerAddress } from "../http/peer-address.mjs";

const portFlag = process.argv.indexOf("--port");
const port = Number(portFlag === -1 ? process.env.PORT || 3000 : process.argv[portFlag + 1]);

process.env.NODE_ENV = "production";
// As `next start` does: the app builds its own URL (the webhook receiver's, by default) on this port.
process.env.PORT = String(port);
const { default: next } = await import("next");
const app = next({ dev: false, dir: projectRoot, hostname: "localhost", port });
const handle = app.getRequestHandler();
await app.prepare();
globalThis[peerAddressMarker] = true;

createServer((request, response) => {
  stampPeerAddress(request);
  handle(request, response).catch((error) => {
    console.error(`Failed to handle request for ${request.url}`, error);
    if (!response.headersSent) response.statusCode = 500;
    response.end();
  });
}).listen(port, () => console.log(`Switchboard listening on port ${port}`));
