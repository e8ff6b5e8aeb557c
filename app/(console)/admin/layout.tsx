import type { ReactNode } from "react";

import { AdminNav } from "@/components/admin/admin-nav";
import { requirePageUser } from "@/lib/console/auth/session";
import { rolesForPath } from "@/lib/console/shell/navigation";

/** The admin section: super-admins only, checked before anything streams; its pages share one navigation. */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  await requirePageUser(rolesForPath("/admin"));
  return (
    <div className="space-y-6">
      <AdminNav />
      {children}
    </div>
  );
}
