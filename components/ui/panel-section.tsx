import { useId, type ReactNode } from "react";

type Props = {
  title: ReactNode;
  /** What the section holds, under its title. */
  description?: ReactNode;
  /** Beside the title on wide screens: the section's own action, e.g. its "New …" button. */
  action?: ReactNode;
  /** The section's layout classes; stacked with a gap by default. */
  className?: string;
  id?: string;
  children?: ReactNode;
};

/** A titled section of a page or tab, named by its heading, with an optional description and action. */
export function PanelSection({ title, description, action, className = "space-y-4", id, children }: Props) {
  const titleId = useId();
  const heading = (
    <div className="space-y-1">
      <h2 id={titleId} className="text-lg font-semibold">
        {title}
      </h2>
      {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
    </div>
  );
  return (
    <section id={id} className={className} aria-labelledby={titleId}>
      {action ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
