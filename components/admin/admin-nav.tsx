"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

import { cn } from "@/lib/utils/cn";

const sections = [
  { href: "/admin", label: "Overview" },
  { href: "/admin/organizations", label: "Organizations" },
  { href: "/admin/subscriptions", label: "Subscriptions" },
] as const;

/** The admin section's pages; the current one is marked for screen readers too. */
export function AdminNav() {
  const pathname = usePathname();
  const current = [...sections].reverse().find((section) => pathname === section.href || pathname.startsWith(`${section.href}/`));
  return (
    <nav aria-label="Admin sections" className="border-b">
      <ul className="-mb-px flex gap-4 overflow-x-auto">
        {sections.map((section) => {
          const isCurrent = current?.href === section.href;
          return (
            <li key={section.href}>
              <Link
                href={section.href}
                aria-current={isCurrent ? "page" : undefined}
                className={cn(
                  "inline-block border-b-2 px-1 pb-2 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring",
                  isCurrent ? "border-primary text-foreground" : "border-transparent text-muted-foreground hover:text-foreground",
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
