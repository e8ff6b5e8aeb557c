import type { Metadata } from "next";

import { SettingsNav } from "@/components/settings/settings-nav";
import { SignOutEverywhereButton } from "@/components/settings/sign-out-everywhere-button";
import { ThemeToggle } from "@/components/theme/theme-toggle";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageUser } from "@/lib/console/auth/session";
import { rolesForPath } from "@/lib/console/shell/navigation";
import { consoleRoleLabels } from "@/lib/console/users/roles";

export const metadata: Metadata = { title: "Settings" };

export default async function SettingsPage() {
  const user = await requirePageUser(rolesForPath("/settings"));
  return (
    <div className="space-y-6">
      <PageHeader title="Settings" description="Your account and how the console looks for you." />
      <SettingsNav role={user.role} current="/settings" />
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Profile</CardTitle>
            <CardDescription>Who you are signed in as.</CardDescription>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-[8rem_1fr] gap-y-2 text-sm">
              <dt className="text-muted-foreground">Name</dt>
              <dd>{user.name}</dd>
              <dt className="text-muted-foreground">Email</dt>
              <dd>{user.email}</dd>
              <dt className="text-muted-foreground">Role</dt>
              <dd>{consoleRoleLabels[user.role]}</dd>
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Appearance</CardTitle>
            <CardDescription>Light, dark, or follow your system.</CardDescription>
          </CardHeader>
          <CardContent>
            <ThemeToggle />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Sessions</CardTitle>
            <CardDescription>Signed in on a device you no longer use? End every session at once, this one included.</CardDescription>
          </CardHeader>
          <CardContent>
            <SignOutEverywhereButton />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
