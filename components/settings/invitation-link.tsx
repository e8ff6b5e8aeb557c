"use client";

import { Check, Copy, TriangleAlert } from "lucide-react";
import { useState } from "react";

import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { consoleRoleLabels, type ConsoleRole } from "@/lib/console/users/roles";
import { formatTimestamp } from "@/lib/utils/format-timestamp";

type Props = { invitation: { email: string; role: ConsoleRole; inviteUrl: string; expiresAt: Date | string } };

/** The one-time invitation link, shown once to the admin to pass on, with a copy button. */
export function InvitationLink({ invitation }: Props) {
  const [isCopied, setIsCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(invitation.inviteUrl);
      setIsCopied(true);
      toast.success("Invitation link copied.");
    } catch {
      toast.error("The link could not be copied. Select it and copy it by hand.");
    }
  }

  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">
        Send this link to {invitation.email}. It lets them choose a password and join as {consoleRoleLabels[invitation.role]} until{" "}
        {formatTimestamp(invitation.expiresAt)}.
      </p>
      <Alert variant="warning">
        <TriangleAlert aria-hidden="true" />
        <AlertTitle>Shown only once</AlertTitle>
        <AlertDescription>Copy the link now. The console does not keep it, so it cannot be shown again; if it is lost, invite them again.</AlertDescription>
      </Alert>
      <div className="flex items-end gap-2">
        <Field label="Invitation link" className="flex-1">
          <Input readOnly value={invitation.inviteUrl} className="font-mono text-xs" onFocus={(event) => event.currentTarget.select()} />
        </Field>
        <Button type="button" variant="outline" onClick={copy}>
          {isCopied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {isCopied ? "Copied" : "Copy link"}
        </Button>
      </div>
    </div>
  );
}
