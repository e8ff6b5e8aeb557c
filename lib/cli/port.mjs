import net from "node:net";

/**
 * Whether nothing listens on the port yet: binds it the way `next start` does (every address) and lets it go.
 * Answers false when another program holds it, so a start can refuse before it builds or spawns anything.
 */
export function isPortFree(port) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", (error) => (error.code === "EADDRINUSE" || error.code === "EACCES" ? resolve(false) : reject(error)));
    probe.once("listening", () => probe.close(() => resolve(true)));
    probe.listen(Number(port));
  });
}

/** What `npm start` says when the port is taken. */
export function describeBusyPort(port) {
  const next = Number(port) + 1;
  return [
    `Port ${port} is already in use, by another Switchboard or another program.`,
    `Stop that program, or start on another port: PORT=${next} npm start`,
  ].join("\n");
}
