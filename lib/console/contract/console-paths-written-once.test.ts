import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { consoleApiRoot } from "./define";

const root = process.cwd();
const contractFolder = path.join("lib", "console", "contract");

/** The product's source files: pages, route handlers, components and libraries, tests left out. */
function productSources(): string[] {
  return ["app", "lib", "components"].flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" })
      .map((file) => path.join(folder, file))
      .filter((file) => /\.(ts|tsx|mjs)$/.test(file) && !/\.test\.tsx?$/.test(file)),
  );
}

describe("console addresses", () => {
  it("are spelled only by the console contract", () => {
    const strays = productSources().filter((file) => !file.startsWith(contractFolder) && readFileSync(path.join(root, file), "utf8").includes(consoleApiRoot));
    expect(strays).toEqual([]);
  });
});
