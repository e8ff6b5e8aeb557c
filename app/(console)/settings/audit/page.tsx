import type { Metadata } from "next";

import { AuditPanel } from "@/components/settings/audit-panel";
import { SettingsNav } from "@/components/settings/settings-nav";
import { rolesForSettingsPath } from "@/components/settings/settings-sections";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageUser } from "@/lib/console/auth/session";

export const metadata: Metadata = { title: "Audit log" };

export default async function SettingsAuditPage() {
  const user = await requirePageUser(rolesForSettingsPath("/settings/audit"));
  return (
    <div className="space-y-6">
      <PageHeader title="Audit log" description="Every change made through the console, and every refused request, newest first." />
      <SettingsNav role={user.role} current="/settings/audit" />
      <AuditPanel />
    </div>
  );
}
