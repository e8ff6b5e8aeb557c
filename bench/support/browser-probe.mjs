/** The machine clock in milliseconds with sub-millisecond resolution, as both Node and the page read it. */
export const clockNow = () => performance.timeOrigin + performance.now();

/**
 * Installed in the page: watches the DOM for text carrying a marker (`<prefix><n>.`) inside a conversation
 * log, and reports each marker's first appearance once, with the page's clock at the mutation, to the
 * binding named `bindingName`.
 */
export function installMarkerProbe({ prefix, bindingName }) {
  const seen = new Set();
  const pattern = new RegExp(`${prefix}(\\d+)\\.`, "g");
  const inLog = (element) => Boolean(element && (element.closest('[role="log"]') || element.querySelector?.('[role="log"]')));
  const observer = new MutationObserver((records) => {
    const at = performance.timeOrigin + performance.now();
    for (const record of records) {
      const nodes = record.type === "characterData" ? [record.target] : [...record.addedNodes];
      for (const node of nodes) {
        const text = node.textContent;
        if (!text || !text.includes(prefix)) continue;
        if (!inLog(node.nodeType === 1 ? node : node.parentElement)) continue;
        for (const match of text.matchAll(pattern)) {
          const id = Number(match[1]);
          if (seen.has(id)) continue;
          seen.add(id);
          window[bindingName](id, at);
        }
      }
    }
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
}

/**
 * How far the page's clock is ahead of Node's: measured a few times over a round trip, keeping the tightest
 * round trip. Both read the same machine clock, so this is a check (a few ms at most), subtracted all the same.
 */
export async function pageClockOffset(page, rounds = 7) {
  let best = { offsetMs: 0, roundTripMs: Infinity };
  for (let round = 0; round < rounds; round += 1) {
    const before = clockNow();
    const pageNow = await page.evaluate(() => performance.timeOrigin + performance.now());
    const after = clockNow();
    if (after - before < best.roundTripMs) best = { offsetMs: pageNow - (before + after) / 2, roundTripMs: after - before };
  }
  return best;
}

/** Waits for markers the page reports: `expect(id)` before sending, then `seen(id, timeoutMs)` resolves with the page time, or undefined. */
export function markerWaiter() {
  const waiting = new Map();
  const arrived = new Map();
  return {
    report(id, at) {
      arrived.set(id, at);
      waiting.get(id)?.(at);
      waiting.delete(id);
    },
    seen(id, timeoutMs) {
      if (arrived.has(id)) return Promise.resolve(arrived.get(id));
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          waiting.delete(id);
          resolve(undefined);
        }, timeoutMs);
        waiting.set(id, (at) => {
          clearTimeout(timer);
          resolve(at);
        });
      });
    },
    arrivals: () => arrived,
  };
}
