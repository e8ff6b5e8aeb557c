"use client";

import { UserPlus } from "lucide-react";

import { Button } from "@/components/ui/button";
import { DialogClose, DialogFooter } from "@/components/ui/dialog";
import { FormDialog } from "@/components/ui/form-dialog";
import type { ConsoleRole } from "@/lib/console/users/roles";
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
  const invite = useInviteUserMutation();
  return (
    <FormDialog
      triggerLabel="Invite user"
      triggerIcon={UserPlus}
      title={invite.data ? "Invitation ready" : "Invite a user"}
      description={
        invite.data ? "Pass the link on yourself, through a channel you trust." : "They get a one-time link to choose a password. Nothing is sent by email."
      }
      onOpenChange={(isOpen) => {
        if (!isOpen) invite.reset();
      }}
    >
      {() =>
        invite.data ? (
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
        )
      }
    </FormDialog>
  );
}
