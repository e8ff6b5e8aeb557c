import type { Metadata } from "next";
import Link from "next/link";

import { AcceptInvitationForm } from "@/components/auth/accept-invitation-form";
import { BrandMark } from "@/components/shell/brand-mark";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { closedInvitationCopy } from "@/lib/console/users/invitation-state";
import { readInvitation } from "@/lib/console/users/invitations";
import { getDb } from "@/lib/db";

export const metadata: Metadata = { title: "Accept invitation" };

/** An invitation link: the form to join while it is open, or why it can no longer be used, with the way to sign in. */
export default async function InvitationPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const { state, email } = await readInvitation(await getDb(), token);
  const closed = state === "open" ? undefined : closedInvitationCopy[state];
  return (
    <main className="flex min-h-screen items-center justify-center bg-muted/40 px-4 py-12">
      <div className="w-full max-w-sm space-y-6">
        <div className="flex flex-col items-center gap-2 text-center">
          <BrandMark className="size-10" />
          <h1 className="text-2xl font-semibold tracking-tight">{closed ? closed.title : "Join Switchboard"}</h1>
          <p className="text-sm text-muted-foreground">
            {closed ? (
              closed.description
            ) : (
              <>
                Choose your name and a password to join as <span className="font-medium text-foreground">{email}</span>.
              </>
            )}
          </p>
        </div>
        {closed ? (
          <Card>
            <CardContent>
              <Button asChild className="w-full">
                <Link href="/login">Sign in</Link>
              </Button>
            </CardContent>
          </Card>
        ) : (
          <AcceptInvitationForm token={token} />
        )}
      </div>
    </main>
  );
}
