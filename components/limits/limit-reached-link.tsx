import Link from "next/link";

import type { LimitReached } from "@/lib/console/limits/limit-reached";

/** The link from a refused call to where the limit it reached is changed. */
export function LimitReachedLink({ limit }: { limit: LimitReached | undefined }) {
  if (!limit) return null;
  return (
    <Link href={limit.href} className="font-medium underline underline-offset-4">
      {limit.hrefLabel}
    </Link>
  );
}
