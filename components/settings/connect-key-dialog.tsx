"use client";

import { Plus } from "lucide-react";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { ConsoleRole } from "@/lib/console/roles";

import { ConnectOrganizationKeyForm } from "./connect-organization-key-form";
import { ConnectSuperAdminKeyForm } from "./connect-super-admin-key-form";
import { OrganizationsGate } from "./organizations-gate";

const noOrganization = "There is no organization to connect a key to yet. A super-admin onboards organizations under Admin.";

/** "Connect a key": an organization's or agent's key, or, for super-admins, a region's super-admin key. */
export function ConnectKeyDialog({ viewerRole }: { viewerRole: ConsoleRole }) {
  const [isOpen, setIsOpen] = useState(false);
  const close = () => setIsOpen(false);
  const organizationKeyForm = (
    <OrganizationsGate emptyMessage={noOrganization}>
      {(organizations) => <ConnectOrganizationKeyForm organizations={organizations} onConnected={close} />}
    </OrganizationsGate>
  );
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          Connect a key
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Connect a key</DialogTitle>
          <DialogDescription>The console checks the key with the AI Agent API before it keeps it.</DialogDescription>
        </DialogHeader>
        {viewerRole === "superadmin" ? (
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
        )}
      </DialogContent>
    </Dialog>
  );
}
