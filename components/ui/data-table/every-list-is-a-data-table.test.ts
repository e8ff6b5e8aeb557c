import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

const root = process.cwd();
const kitTable = path.join("components", "ui", "table.tsx");
const dataTableFolder = path.join("components", "ui", "data-table");

/** The console's pages and components, tests left out. */
function pageSources(): string[] {
  return ["app", "components"].flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" })
      .map((file) => path.join(folder, file))
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file)),
  );
}

/** A table or a table head drawn by hand (a DataTable's footer rows may use the kit's row and cell parts). */
const handMadeTable = /<(table|Table|thead|TableHeader)[\s>]/;

describe("lists", () => {
  it("are all drawn by the DataTable: no page or component writes a table of its own", () => {
    const strays = pageSources().filter(
      (file) => file !== kitTable && !file.startsWith(dataTableFolder) && handMadeTable.test(readFileSync(path.join(root, file), "utf8")),
    );
    expect(strays).toEqual([]);
  });
});
