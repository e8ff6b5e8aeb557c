import Link from "next/link";

import type { ConsoleRole } from "@/lib/console/users/roles";
import { cn } from "@/lib/utils/cn";

import { settingsSectionsFor, type SettingsPath } from "./settings-sections";

/** Links between the pages under Settings, styled as tabs; shown when the role opens more than one. */
export function SettingsNav({ role, current }: { role: ConsoleRole; current: SettingsPath }) {
  const sections = settingsSectionsFor(role);
  if (sections.length < 2) return null;
  return (
    <nav aria-label="Settings">
      <ul className="inline-flex flex-wrap items-center gap-1 rounded-lg bg-muted p-[3px] text-muted-foreground">
        {sections.map((section) => {
          const isCurrent = section.href === current;
          return (
            <li key={section.href}>
              <Link
                href={section.href}
                aria-current={isCurrent ? "page" : undefined}
                className={cn(
                  "inline-flex h-8 items-center rounded-md px-3 text-sm font-medium transition-colors hover:text-foreground",
                  "outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
                  isCurrent && "bg-background text-foreground shadow-sm",
                )}
              >
                {section.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
