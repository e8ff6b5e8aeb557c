import type { ReactNode } from "react";

import { AppShell } from "@/components/shell/app-shell";
import { requirePageUser } from "@/lib/console/auth/session";
import { currentOrganizationFor } from "@/lib/console/organizations/organizations";
import { navigationFor } from "@/lib/console/shell/navigation";

export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  const user = await requirePageUser();
  const { organizations, current } = await currentOrganizationFor(user);
  return (
    <AppShell
      user={user}
      items={navigationFor(user.role)}
      organizations={organizations.map(({ id, name, region }) => ({ id, name, region }))}
      currentOrganizationId={current?.id}
    >
      {children}
    </AppShell>
  );
}
