import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";

import { consoleRouteAreas, consoleRoutes } from ".";
import { consoleApiRoot } from "./define";
import { consoleOpenApiDocument } from "./openapi";

const routesFolder = path.join(process.cwd(), "app/api/console");

/** Every route file under the console's API folder, with the path its folder gives and the methods it exports. */
function routeFiles() {
  const files = readdirSync(routesFolder, { recursive: true, encoding: "utf8" }).filter((file) => path.basename(file) === "route.ts");
  return files.map((file) => {
    const source = readFileSync(path.join(routesFolder, file), "utf8");
    const folder = path.dirname(file) === "." ? "" : `/${path.dirname(file).split(path.sep).join("/")}`;
    const handlers = [...source.matchAll(/export const (GET|POST|PUT|PATCH|DELETE) = (\w+)\((\w+)/g)].map(([, method, wrapper, definition]) => ({
      method,
      wrapper,
      definition,
    }));
    return { file, source, path: folder.replace(/\[(\w+)\]/g, "{$1}"), handlers };
  });
}

describe("the console contract", () => {
  it("names each route once, by a unique id, under a unique method and path", () => {
    const ids = consoleRoutes.map((route) => route.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    const addresses = consoleRoutes.map((route) => `${route.method} ${route.path}`);
    expect(addresses.filter((address, index) => addresses.indexOf(address) !== index)).toEqual([]);
  });

  it("exports each definition under its id, so the browser calls a route by its name", () => {
    for (const area of Object.values(consoleRouteAreas)) for (const [name, route] of Object.entries(area)) expect(route.id).toBe(name);
  });

  it("gives every path parameter a rule, and no rule to anything else", () => {
    for (const route of consoleRoutes) {
      const names = [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name).sort();
      expect(Object.keys(route.params).sort(), route.id).toEqual(names);
    }
  });

  it("has a handler for every route, and a route for every handler, each on the contract's wrapper", () => {
    const files = routeFiles();
    const handled = files.flatMap((file) => file.handlers.map((handler) => `${handler.method} ${file.path} ${handler.definition}`));
    const defined = consoleRoutes.map((route) => `${route.method} ${route.path} ${route.id}`);
    expect(handled.sort()).toEqual(defined.sort());
    for (const file of files) {
      const exported = [...file.source.matchAll(/export (?:async function|const) (GET|POST|PUT|PATCH|DELETE)\b/g)].length;
      expect(file.handlers.length, `${file.file} exports a handler not made by handleConsoleRoute`).toBe(exported);
      for (const handler of file.handlers) expect(handler.wrapper, file.file).toBe("handleConsoleRoute");
    }
  });

  it("describes every route in a valid OpenAPI 3.1 document", async () => {
    const document = consoleOpenApiDocument(consoleRoutes);
    const result = await new Validator().validate(document as unknown as Parameters<Validator["validate"]>[0]);
    expect(result.errors ?? []).toEqual([]);
    const listed = Object.entries(document.paths).flatMap(([address, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${address}`));
    expect(listed.sort()).toEqual(consoleRoutes.map((route) => `${route.method} ${consoleApiRoot}${route.path}`).sort());
  });
});
