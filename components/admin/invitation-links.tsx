"use client";

import { Copy, TriangleAlert } from "lucide-react";

import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { platformRoleLabels } from "@/lib/console/users/platform-roles";
import { consoleRoleLabels } from "@/lib/console/users/roles";
import type { OnboardedOrganization } from "@/lib/schemas/console/admin";
import { formatTimestamp } from "@/lib/utils/format-timestamp";

async function copy(url: string, email: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast.success(`Invitation link for ${email} copied.`);
  } catch {
    toast.error("The link could not be copied. Select it and copy it by hand.");
  }
}

/** The invited users' one-time console links, shown once to pass on (the console sends no mail). */
export function InvitationLinks({ invitations }: { invitations: OnboardedOrganization["invitations"] }) {
  if (invitations.length === 0) return null;
  return (
    <section aria-labelledby="invitation-links-title" className="space-y-4">
      <h2 id="invitation-links-title" className="text-lg font-semibold">
        Console invitations
      </h2>
      <Alert variant="warning">
        <TriangleAlert aria-hidden="true" />
        <AlertTitle>Shown only once</AlertTitle>
        <AlertDescription>
          Copy each link now and pass it on through a channel you trust. The console does not keep them; a lost link means inviting again under Settings →
          Users.
        </AlertDescription>
      </Alert>
      <ul className="space-y-4">
        {invitations.map((invitation) => (
          <li key={invitation.email} className="flex items-end gap-2">
            <Field
              className="flex-1"
              label={`Invitation link for ${invitation.email}`}
              description={`${platformRoleLabels[invitation.platformRole]} in the API, ${consoleRoleLabels[invitation.role]} in the console; valid until ${formatTimestamp(invitation.expiresAt)}.`}
            >
              <Input readOnly value={invitation.inviteUrl} className="font-mono text-xs" onFocus={(event) => event.currentTarget.select()} />
            </Field>
            <Button
              type="button"
              variant="outline"
              className="mb-7"
              onClick={() => copy(invitation.inviteUrl, invitation.email)}
              aria-label={`Copy the link for ${invitation.email}`}
            >
              <Copy aria-hidden="true" />
              Copy
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
