/**
 * Names of files that arrive where files of the same name may already be. Two names are the same when
 * they match trimmed and whatever their case ("FAQ.md" and "faq.md" would look like twins in a list).
 */

const nameKey = (name: string) => name.trim().toLowerCase();

export const isSameFileName = (first: string, second: string) => nameKey(first) === nameKey(second);

/** "faq (2).md" → { stem: "faq", extension: ".md" }: the stem without a copy number already given it. */
function splitName(fileName: string) {
  const dot = fileName.lastIndexOf(".");
  const hasExtension = dot > 0;
  const stem = hasExtension ? fileName.slice(0, dot) : fileName;
  return { stem: stem.replace(/ \(\d+\)$/, ""), extension: hasExtension ? fileName.slice(dot) : "" };
}

/**
 * The name a file is kept under beside one of the same name: "faq.md" becomes "faq (2).md", or the
 * first of "faq (3).md", "faq (4).md"… that no taken name has. "faq (2).md" itself becomes "faq (3).md".
 */
export function nameOfCopy(fileName: string, takenNames: readonly string[]): string {
  const taken = new Set(takenNames.map(nameKey));
  const { stem, extension } = splitName(fileName.trim());
  for (let number = 2; ; number += 1) {
    const candidate = `${stem} (${number})${extension}`;
    if (!taken.has(nameKey(candidate))) return candidate;
  }
}

/** A dropped file whose name an existing file has: the user says whether it replaces that one or is kept beside it. */
export type NameClash<Dropped, Existing> = { dropped: Dropped; existing: Existing };

export type DropPlan<Dropped, Existing> = {
  /** Files to upload at once, each under the name it is to have. */
  uploads: { file: Dropped; fileName: string }[];
  clashes: NameClash<Dropped, Existing>[];
};

/**
 * Which dropped files can be uploaded at once and which clash with an existing file's name. Two files
 * of one name in the same drop are both wanted: the later one is kept beside the first, renamed as a copy.
 */
export function planDroppedFiles<Dropped extends { name: string }, Existing extends { fileName: string }>(
  dropped: readonly Dropped[],
  existing: readonly Existing[],
): DropPlan<Dropped, Existing> {
  const plan: DropPlan<Dropped, Existing> = { uploads: [], clashes: [] };
  const inDrop: string[] = [];
  for (const file of dropped) {
    const twin = existing.find((candidate) => isSameFileName(candidate.fileName, file.name));
    if (twin) {
      plan.clashes.push({ dropped: file, existing: twin });
      continue;
    }
    const isRepeated = inDrop.some((name) => isSameFileName(name, file.name));
    const fileName = isRepeated ? nameOfCopy(file.name, [...inDrop, ...existing.map((candidate) => candidate.fileName)]) : file.name;
    inDrop.push(fileName);
    plan.uploads.push({ file, fileName });
  }
  return plan;
}

/** What the user chose for a clash. */
export type ClashChoice = "replace" | "keep-both" | "cancel";

/**
 * What a choice means: the name to upload the dropped file under and, for a replacement, the file to
 * delete once the new one is stored; nothing to upload when cancelled. `takenNames` are the names the
 * agent's files have, and those of uploads under way.
 */
export function resolveClash<Existing extends { fileName: string }>(
  clash: NameClash<{ name: string }, Existing>,
  choice: ClashChoice,
  takenNames: readonly string[],
): { fileName: string; replaces?: Existing } | undefined {
  if (choice === "cancel") return undefined;
  if (choice === "replace") return { fileName: clash.dropped.name, replaces: clash.existing };
  return { fileName: nameOfCopy(clash.dropped.name, takenNames) };
}
