import { existsSync } from "node:fs";

/** The system Chromium browser tests drive: CHROMIUM_PATH, else Debian's /usr/bin/chromium. */
export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(Boolean);
  return candidates.find((candidate) => existsSync(candidate));
}

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
