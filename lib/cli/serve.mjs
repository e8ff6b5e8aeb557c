// Serves the production build, as `next start` does, behind a plain Node server that tells route handlers the
// connection's address (sign-in throttling and the audit log need it; Next.js does not hand it to them).
// Usage: node lib/cli/serve.mjs --port 3000
import { createServer } from "node:http";

import { peerAddressMarker, stampPeerAddress } from "../http/peer-address.mjs";
import { projectRoot } from "./next-bin.mjs";

const portFlag = process.argv.indexOf("--port");
const port = Number(portFlag === -1 ? process.env.PORT || 3000 : process.argv[portFlag + 1]);

process.env.NODE_ENV = "production";
const { default: next } = await import("next");
const app = next({ dev: false, dir: projectRoot, port });
const handle = app.getRequestHandler();
await app.prepare();
globalThis[peerAddressMarker] = true;

createServer((request, response) => {
  stampPeerAddress(request);
  void handle(request, response);
}).listen(port, () => console.log(`Switchboard listening on port ${port}`));
