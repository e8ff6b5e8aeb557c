import { readdirSync } from "node:fs";
import path from "node:path";

const appRoot = path.join(process.cwd(), "app");

/** Every page of the app, read from its `page.tsx` files: `/agents/[agentId]/keys`, route groups left out. */
export function discoverPages(directory = appRoot): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) found.push(...discoverPages(full));
    else if (entry.name === "page.tsx") {
      const segments = path
        .relative(appRoot, directory)
        .split(path.sep)
        .filter((segment) => segment && !/^\(.*\)$/.test(segment));
      found.push(`/${segments.join("/")}`);
    }
  }
  return found.sort();
}

/** A page pattern with its `[params]` filled from `values`; throws for a parameter it has no value for. */
export function concretePage(pattern: string, values: Record<string, string>): string {
  return pattern.replace(/\[(\w+)\]/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for [${name}] in ${pattern}`);
    return encodeURIComponent(value);
  });
}
