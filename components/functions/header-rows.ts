/** One row of the headers editor. */
export type HeaderRow = { name: string; value: string };

const isBlank = (row: HeaderRow) => !row.name.trim() && !row.value.trim();

/** The rows that show a function's headers, in their order. */
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

export function isBlankHeaderRow(row: HeaderRow): boolean {
  return isBlank(row);
}
