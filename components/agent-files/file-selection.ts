/** The selected ids still in the list: a file deleted or gone since is no longer selected. */
export function selectedAmong(selected: ReadonlySet<string>, files: readonly { id: string }[]): string[] {
  return files.filter((file) => selected.has(file.id)).map((file) => file.id);
}

/** The selection with one file checked or unchecked. */
export function toggleSelected(selected: ReadonlySet<string>, id: string, isChecked: boolean): Set<string> {
  const next = new Set(selected);
  if (isChecked) next.add(id);
  else next.delete(id);
  return next;
}

/** The header checkbox: checked when every file is, mixed when some are. */
export function selectAllState(selectedCount: number, total: number): boolean | "mixed" {
  if (selectedCount === 0 || total === 0) return false;
  return selectedCount >= total ? true : "mixed";
}
