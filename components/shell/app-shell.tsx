import Link from "next/link";
import type { ReactNode } from "react";

import { ThemeToggle } from "@/components/theme/theme-toggle";
import type { NavigationItem } from "@/lib/console/shell/navigation";
import type { ConsoleRole } from "@/lib/console/users/roles";

import { BrandMark } from "./brand-mark";
import { MobileNav } from "./mobile-nav";
import { OrganizationSwitcher, type OrganizationOption } from "./organization-switcher";
import { SidebarNav } from "./sidebar-nav";
import { UpstreamBanner } from "./upstream-banner";
import { UserMenu } from "./user-menu";

type Props = {
  user: { name: string; email: string; role: ConsoleRole };
  items: NavigationItem[];
  organizations: OrganizationOption[];
  currentOrganizationId?: string;
  children: ReactNode;
};

export function AppShell({ user, items, organizations, currentOrganizationId, children }: Props) {
  const sidebarHeader = (
    <>
      <Link href="/" className="flex items-center gap-2 rounded-md px-1 font-semibold tracking-tight">
        <BrandMark />
        Switchboard
      </Link>
      <OrganizationSwitcher organizations={organizations} currentId={currentOrganizationId} />
    </>
  );

  return (
    <div className="flex min-h-screen">
      <a href="#main" className="sr-only z-50 rounded-md bg-background px-3 py-2 focus:not-sr-only focus:fixed focus:left-4 focus:top-4">
        Skip to content
      </a>
      <aside className="hidden w-64 shrink-0 flex-col gap-4 border-r bg-sidebar p-4 md:flex" aria-label="Sidebar">
        {sidebarHeader}
        <SidebarNav items={items} />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex h-14 items-center justify-between gap-2 border-b px-4">
          <MobileNav items={items} header={sidebarHeader} />
          <div className="ml-auto flex items-center gap-1">
            <ThemeToggle />
            <UserMenu user={user} />
          </div>
        </header>
        <main id="main" className="flex-1 px-4 py-6 md:px-8">
          <UpstreamBanner />
          {children}
        </main>
      </div>
    </div>
  );
}
