import { Building2, CreditCard, Plus } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";

import { Button } from "@/components/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageUser } from "@/lib/console/auth/session";
import { listOrganizationsFor } from "@/lib/console/organizations/organizations";
import { rolesForPath } from "@/lib/console/shell/navigation";
import { countOf } from "@/lib/utils/plural";

export const metadata: Metadata = { title: "Admin" };

export default async function AdminPage() {
  const user = await requirePageUser(rolesForPath("/admin"));
  const organizations = await listOrganizationsFor(user);
  const count = organizations.length;
  return (
    <div className="space-y-6">
      <PageHeader
        title="Admin"
        description="Onboard organizations with the super-admin key and see the subscriptions they can be on."
        actions={
          <Button asChild>
            <Link href="/admin/organizations/new">
              <Plus aria-hidden="true" />
              Create organization
            </Link>
          </Button>
        }
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2 className="flex items-center gap-2">
                <Building2 className="size-4" aria-hidden="true" />
                <Link href="/admin/organizations" className="underline-offset-4 hover:underline focus-visible:underline">
                  Organizations
                </Link>
              </h2>
            </CardTitle>
            <CardDescription>
              {count === 0 ? "No organizations yet: create the first one." : `${countOf(count, "organization")} in the console`}, with status, subscription,
              days left and quota use.
            </CardDescription>
          </CardHeader>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2 className="flex items-center gap-2">
                <CreditCard className="size-4" aria-hidden="true" />
                <Link href="/admin/subscriptions" className="underline-offset-4 hover:underline focus-visible:underline">
                  Subscriptions
                </Link>
              </h2>
            </CardTitle>
            <CardDescription>Each region&apos;s plans: quotas, price, trials and how many organizations are on each.</CardDescription>
          </CardHeader>
        </Card>
      </div>
    </div>
  );
}
