import { countOf } from "@/lib/utils/plural";

/** Which deliveries a page shows, in words, and whether there are newer or older pages. */
export function pageSummary({ page, pageSize, total, data }: { page: number; pageSize: number; total: number; data: readonly unknown[] }) {
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, (page - 1) * pageSize + data.length);
  return {
    text: total === 0 ? "No deliveries" : `${first}–${last} of ${countOf(total, "delivery", "deliveries")}`,
    hasPrevious: page > 1,
    hasNext: page * pageSize < total,
  };
}
