import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";

type Props = {
  title: string;
  description?: ReactNode;
  /** Buttons beside the title, e.g. an export. */
  actions?: ReactNode;
  /** When set, the chart has nothing to draw: why, and what would fill it. */
  empty?: { icon: LucideIcon; title: string; description: string } | null;
  chart: ReactNode;
  /** The same figures as a table, behind a disclosure under the chart. */
  table: ReactNode;
};

/** A card with a chart, its figures as a table for anyone who cannot or would rather not read the drawing, and an empty state that explains itself. */
export function ChartPanel({ title, description, actions, empty, chart, table }: Props) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{title}</h2>
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
        {actions ? <CardAction className="flex flex-wrap gap-2">{actions}</CardAction> : null}
      </CardHeader>
      <CardContent className="space-y-3">
        {empty ? (
          <EmptyState icon={empty.icon} title={empty.title} description={empty.description} titleAs="h3" className="py-8" />
        ) : (
          <>
            {chart}
            <details className="group text-sm">
              <summary className="cursor-pointer rounded-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring">
                Show the figures as a table
              </summary>
              <div className="mt-3">{table}</div>
            </details>
          </>
        )}
      </CardContent>
    </Card>
  );
}
