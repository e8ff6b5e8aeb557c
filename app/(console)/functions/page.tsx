import type { Metadata } from "next";

import { CreateFunctionDialog } from "@/components/functions/function-dialog";
import { FunctionsPanel } from "@/components/functions/functions-panel";
import { NoOrganizationState } from "@/components/shell/no-organization-state";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageUser } from "@/lib/console/auth/session";
import { currentOrganizationFor } from "@/lib/console/organizations/organizations";
import { rolesForPath } from "@/lib/console/shell/navigation";

export const metadata: Metadata = { title: "Functions" };

export default async function FunctionsPage() {
  const user = await requirePageUser(rolesForPath("/functions"));
  const { current } = await currentOrganizationFor(user);
  return (
    <div className="space-y-6">
      <PageHeader
        title="Functions"
        description={
          current
            ? `The function library of ${current.name}: HTTPS endpoints with a JSON Schema of their arguments.`
            : "The organization's function library: HTTPS endpoints with a JSON Schema of their arguments."
        }
        actions={current ? <CreateFunctionDialog organizationId={current.id} /> : undefined}
      />
      {current ? <FunctionsPanel organizationId={current.id} /> : <NoOrganizationState role={user.role} />}
    </div>
  );
}
