import { z } from "zod";

/** One row of the headers editor. */
export type HeaderRow = { name: string; value: string };

const isBlank = (row: HeaderRow) => !row.name.trim() && !row.value.trim();

/** The rows that show a set of headers, in their order. */
export function headersToRows(headers: Record<string, string> | null | undefined): HeaderRow[] {
  return Object.entries(headers ?? {}).map(([name, value]) => ({ name, value }));
}

/** The headers the rows set: blank rows are left out, names trimmed; undefined when there are none. */
export function rowsToHeaders(rows: readonly HeaderRow[]): Record<string, string> | undefined {
  const filled = rows.filter((row) => !isBlank(row));
  if (filled.length === 0) return undefined;
  return Object.fromEntries(filled.map((row) => [row.name.trim(), row.value]));
}

/** Which rows' names repeat an earlier row's (header names ignore case). */
export function duplicateHeaderRows(rows: readonly HeaderRow[]): number[] {
  const seen = new Set<string>();
  const duplicates: number[] = [];
  rows.forEach((row, index) => {
    if (isBlank(row)) return;
    const name = row.name.trim().toLowerCase();
    if (seen.has(name)) duplicates.push(index);
    seen.add(name);
  });
  return duplicates;
}

/** Where a problem of one header row belongs, and what to say there. */
export type HeaderRowIssue = { field: "name" | "value"; message: string };

/**
 * The rows of a headers editor: blank rows pass, a filled row is checked by `rowIssue`, and a name
 * that repeats an earlier row's is refused on the later row.
 */
export function headerRowsSchema(rowIssue: (row: HeaderRow) => HeaderRowIssue | undefined) {
  return z.array(z.object({ name: z.string(), value: z.string() })).superRefine((rows, ctx) => {
    rows.forEach((row, index) => {
      if (isBlank(row)) return;
      const issue = rowIssue(row);
      if (issue) ctx.addIssue({ code: "custom", path: [index, issue.field], message: issue.message });
    });
    for (const index of duplicateHeaderRows(rows)) {
      ctx.addIssue({ code: "custom", path: [index, "name"], message: "This header is already set in a row above." });
    }
  });
}
