import { countOf } from "./plural";

const units = ["KB", "MB", "GB"] as const;

/** A file size in the units people read: bytes below 1 KB, then one decimal of KB, MB or GB (1 KB = 1,024 bytes). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return countOf(bytes, "byte");
  let value = bytes / 1024;
  let unit: (typeof units)[number] = "KB";
  for (const next of units.slice(1)) {
    if (value < 1024) break;
    value /= 1024;
    unit = next;
  }
  return `${value.toFixed(1).replace(/\.0$/, "")} ${unit}`;
}
