"use client";

import { UserPlus } from "lucide-react";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import type { ConsoleRole } from "@/lib/console/roles";
import { useInviteUserMutation } from "@/lib/queries/console-settings/use-invite-user-mutation";

import { InvitationLink } from "./invitation-link";
import { InviteUserForm } from "./invite-user-form";
import { OrganizationsGate } from "./organizations-gate";

const noOrganization = "You are not an admin of any organization yet, so there is none to invite someone into. Ask a super-admin to add you to one.";

/**
 * "Invite user": the form, then the one-time link. Closing the dialog forgets the link: the mutation is
 * reset and, having no cache time, dropped.
 */
export function InviteUserDialog({ viewerRole }: { viewerRole: ConsoleRole }) {
  const [isOpen, setIsOpen] = useState(false);
  const invite = useInviteUserMutation();

  function onOpenChange(open: boolean) {
    setIsOpen(open);
    if (!open) invite.reset();
  }

  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button>
          <UserPlus aria-hidden="true" />
          Invite user
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{invite.data ? "Invitation ready" : "Invite a user"}</DialogTitle>
          <DialogDescription>
            {invite.data
              ? "Pass the link on yourself, through a channel you trust."
              : "They get a one-time link to choose a password. Nothing is sent by email."}
          </DialogDescription>
        </DialogHeader>
        {invite.data ? (
          <>
            <InvitationLink invitation={invite.data} />
            <DialogFooter>
              <DialogClose asChild>
                <Button>Done</Button>
              </DialogClose>
            </DialogFooter>
          </>
        ) : (
          <OrganizationsGate emptyMessage={viewerRole === "superadmin" ? undefined : noOrganization}>
            {(organizations) => <InviteUserForm viewerRole={viewerRole} organizations={organizations} onInvite={invite.mutateAsync} />}
          </OrganizationsGate>
        )}
      </DialogContent>
    </Dialog>
  );
}
