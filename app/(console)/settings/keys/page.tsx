import type { Metadata } from "next";

import { ConnectKeyDialog } from "@/components/settings/connect-key-dialog";
import { KeysPanel } from "@/components/settings/keys-panel";
import { SettingsNav } from "@/components/settings/settings-nav";
import { rolesForSettingsPath } from "@/components/settings/settings-sections";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageUser } from "@/lib/console/auth/session";

export const metadata: Metadata = { title: "Keys" };

export default async function SettingsKeysPage() {
  const user = await requirePageUser(rolesForSettingsPath("/settings/keys"));
  return (
    <div className="space-y-6">
      <PageHeader
        title="Keys"
        description="The AI Agent API keys the console holds, shown only by fingerprint, and whether they still work."
        actions={<ConnectKeyDialog viewerRole={user.role} />}
      />
      <SettingsNav role={user.role} current="/settings/keys" />
      <KeysPanel />
    </div>
  );
}
