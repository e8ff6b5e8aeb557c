import type { CrawlRunView } from "@/lib/schemas/console/crawls";

const counts = [
  { key: "pagesFound", label: "Found", hint: "Linked pages in scope, up to the limit" },
  { key: "pagesFetched", label: "Fetched", hint: "Downloaded" },
  { key: "pagesIndexed", label: "Indexed", hint: "Added to the knowledge" },
  { key: "pagesFailed", label: "Failed", hint: "Could not be fetched or read" },
  { key: "pagesSkipped", label: "Skipped", hint: "robots.txt or a redirect" },
] as const satisfies readonly { key: keyof CrawlRunView; label: string; hint: string }[];

/** The crawl's page counts side by side; failures stand out. */
export function CrawlRunCounts({ run }: { run: CrawlRunView }) {
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5">
      {counts.map(({ key, label, hint }) => (
        <div key={key} className="rounded-lg border bg-muted/40 px-3 py-2" title={hint}>
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className={`text-xl font-semibold tabular-nums ${key === "pagesFailed" && run[key] > 0 ? "text-destructive" : ""}`}>
            {run[key].toLocaleString("en")}
          </dd>
        </div>
      ))}
    </dl>
  );
}
