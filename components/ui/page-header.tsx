import type * as React from "react";

import { cn } from "@/lib/utils/cn";

type PageHeaderProps = Omit<React.ComponentProps<"div">, "title"> & {
  title: React.ReactNode;
  description?: React.ReactNode;
  /** Page-level buttons, shown to the right of the title on wide screens. */
  actions?: React.ReactNode;
};

/** The page's `h1`, an optional description and an actions slot. Use once per page. */
function PageHeader({ title, description, actions, className, children, ...props }: PageHeaderProps) {
  return (
    <div data-slot="page-header" className={cn("flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between", className)} {...props}>
      <div className="flex min-w-0 flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
        {children}
      </div>
      {actions && <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}

export { PageHeader };
export type { PageHeaderProps };
