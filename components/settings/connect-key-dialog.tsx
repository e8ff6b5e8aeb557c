"use client";

import { FormDialog } from "@/components/ui/form-dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { ConsoleRole } from "@/lib/console/users/roles";

import { ConnectOrganizationKeyForm } from "./connect-organization-key-form";
import { ConnectSuperAdminKeyForm } from "./connect-super-admin-key-form";
import { OrganizationsGate } from "./organizations-gate";

const noOrganization = "There is no organization to connect a key to yet. A super-admin onboards organizations under Admin.";

/** "Connect a key": an organization's or agent's key, or, for super-admins, a region's super-admin key. */
export function ConnectKeyDialog({ viewerRole }: { viewerRole: ConsoleRole }) {
  return (
    <FormDialog triggerLabel="Connect a key" title="Connect a key" description="The console checks the key with the AI Agent API before it keeps it.">
      {(close) => {
        const organizationKeyForm = (
          <OrganizationsGate emptyMessage={noOrganization}>
            {(organizations) => <ConnectOrganizationKeyForm organizations={organizations} onConnected={close} />}
          </OrganizationsGate>
        );
        return viewerRole === "superadmin" ? (
          <Tabs defaultValue="organization">
            <TabsList className="w-full">
              <TabsTrigger value="organization">Organization or agent</TabsTrigger>
              <TabsTrigger value="super-admin">Super-admin</TabsTrigger>
            </TabsList>
            <TabsContent value="organization" className="pt-2">
              {organizationKeyForm}
            </TabsContent>
            <TabsContent value="super-admin" className="pt-2">
              <ConnectSuperAdminKeyForm onConnected={close} />
            </TabsContent>
          </Tabs>
        ) : (
          organizationKeyForm
        );
      }}
    </FormDialog>
  );
}
