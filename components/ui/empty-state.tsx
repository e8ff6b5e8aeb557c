import type { LucideIcon } from "lucide-react";
import type * as React from "react";

import { cn } from "@/lib/utils/cn";

type EmptyStateProps = Omit<React.ComponentProps<"div">, "title"> & {
  icon?: LucideIcon;
  title: React.ReactNode;
  description?: React.ReactNode;
  /** The next step, usually a `Button` (or `Button asChild` wrapping a link). */
  action?: React.ReactNode;
  /** The title's element: `h1` when the state is the whole page, `h2` (default) inside a page with its own header. */
  titleAs?: "h1" | "h2" | "h3";
};

/** "Nothing here yet — do X next." Use inside a card or page body when a list is empty. */
function EmptyState({ icon: Icon, title, description, action, titleAs: Title = "h2", className, ...props }: EmptyStateProps) {
  return (
    <div
      data-slot="empty-state"
      className={cn("flex flex-col items-center justify-center gap-3 rounded-lg border border-dashed px-6 py-12 text-center", className)}
      {...props}
    >
      {Icon && (
        <div className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <Icon className="size-6" aria-hidden="true" />
        </div>
      )}
      <div className="flex max-w-sm flex-col gap-1">
        <Title className="text-base font-semibold">{title}</Title>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </div>
      {action && <div className="mt-2 flex flex-wrap items-center justify-center gap-2">{action}</div>}
    </div>
  );
}

export { EmptyState };
export type { EmptyStateProps };
