import { chromium } from "@playwright/test";

import { chromiumArgs, findChromium } from "../../lib/cli/chromium.mjs";

/** The system Chromium, driven by Playwright, headless, with the same flags the browser tests use. */
export async function launchChromium(extraArgs = []) {
  const executablePath = findChromium();
  if (!executablePath) throw new Error("no Chromium found: install Debian's chromium or set CHROMIUM_PATH");
  return chromium.launch({ executablePath, args: [...chromiumArgs, ...extraArgs] });
}

/** A desktop-sized browser context signed in with the console session's cookies. */
export async function signedInContext(browser, session) {
  const context = await browser.newContext({ baseURL: session.baseUrl, viewport: { width: 1440, height: 900 } });
  await context.addCookies(session.browserCookies());
  return context;
}
