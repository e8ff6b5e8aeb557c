/** Tags typed into the tags box: split at commas, trimmed, empty ones dropped, each once (case-insensitive). */
export function addTags(current: readonly string[], typed: string): string[] {
  const next = [...current];
  for (const tag of typed.split(",").map((part) => part.trim())) {
    if (tag && !next.some((existing) => existing.toLowerCase() === tag.toLowerCase())) next.push(tag);
  }
  return next;
}

export function removeTag(current: readonly string[], tag: string): string[] {
  return current.filter((existing) => existing !== tag);
}
