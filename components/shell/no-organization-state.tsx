import { Building2 } from "lucide-react";

import { EmptyState } from "@/components/ui/empty-state";
import type { ConsoleRole } from "@/lib/console/users/roles";

export function NoOrganizationState({ role }: { role: ConsoleRole }) {
  return (
    <EmptyState
      icon={Building2}
      title="No organization yet"
      description={
        role === "superadmin"
          ? "Organizations you onboard under Admin appear in the switcher at the top of the sidebar; pick one to manage it here."
          : "You are not a member of any organization yet. Ask your administrator to add you to one."
      }
    />
  );
}
