import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const apiRoot = path.join(process.cwd(), "app", "api", "console");

/** Every console API route, read from the route files themselves: `METHOD /api/console/...`. */
export function discoverConsoleRoutes(directory = apiRoot): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) found.push(...discoverConsoleRoutes(full));
    else if (entry.name === "route.ts") {
      const relative = path.relative(apiRoot, directory).split(path.sep).filter(Boolean);
      const urlPath = ["/api/console", ...relative].join("/");
      for (const [, method] of readFileSync(full, "utf8").matchAll(/export (?:const|async function) (GET|POST|PUT|PATCH|DELETE)\b/g)) {
        found.push(`${method} ${urlPath}`);
      }
    }
  }
  return found.sort();
}

/** A route pattern with its `[params]` filled: the organization given, anything else an id nobody has. */
export function concreteRoute(pattern: string, organizationId: string): string {
  return pattern
    .replace("[organizationId]", organizationId)
    .replace("[agentId]", "00000000-0000-4000-8000-000000000000")
    .replace(/\[\w+\]/g, "00000000-0000-4000-8000-000000000001");
}
