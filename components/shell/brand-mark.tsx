import { cn } from "@/lib/utils/cn";

/** The Switchboard mark: a patch panel of four sockets, two of them connected. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn("size-6 text-primary", className)}>
      <rect width="32" height="32" rx="8" className="fill-current" />
      <g className="fill-primary-foreground">
        <circle cx="10" cy="10" r="3" />
        <circle cx="22" cy="10" r="3" />
        <circle cx="10" cy="22" r="3" />
        <circle cx="22" cy="22" r="3" />
      </g>
      <path d="M10 10 L22 22" strokeWidth="2.5" strokeLinecap="round" className="stroke-primary-foreground" />
    </svg>
  );
}
