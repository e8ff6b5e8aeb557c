"use client";

import { CircleCheck, KeyRound, TriangleAlert } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";

import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { consoleRoleLabels } from "@/lib/console/users/roles";
import { useSwitchOrganizationMutation } from "@/lib/queries/session/use-switch-organization-mutation";
import type { OnboardedOrganization } from "@/lib/schemas/console/admin";

import { InvitationLinks } from "./invitation-links";

type Props = { result: OnboardedOrganization; onAnother: () => void };

/** What onboarding did: the organization, whether it is ready to manage, and its users' invitation links. */
export function OnboardingResult({ result, onAnother }: Props) {
  const router = useRouter();
  const switchOrganization = useSwitchOrganizationMutation();
  const { organization } = result;

  async function openOrganization() {
    await switchOrganization.mutateAsync(organization.id);
    router.push("/agents");
  }

  return (
    <div className="max-w-3xl space-y-6">
      <Alert variant={result.isKeyStored ? "default" : "warning"}>
        {result.isKeyStored ? <CircleCheck aria-hidden="true" /> : <KeyRound aria-hidden="true" />}
        <AlertTitle>
          {organization.name} was created in the {organization.region.toUpperCase()} region on {result.subscriptionTitle}.
        </AlertTitle>
        <AlertDescription>
          {result.isKeyStored
            ? "Its organization key is in the vault: the organization is ready to manage."
            : "The AI Agent API did not hand over an organization key. Connect its key under Settings → Keys before managing it."}
        </AlertDescription>
      </Alert>
      {result.problems.length > 0 ? (
        <Alert variant="destructive">
          <TriangleAlert aria-hidden="true" />
          <AlertTitle>Some users were not invited to the console</AlertTitle>
          <AlertDescription>
            <ul>
              {result.problems.map((problem) => (
                <li key={problem.email}>
                  {problem.email}: {problem.message}
                </li>
              ))}
            </ul>
          </AlertDescription>
        </Alert>
      ) : null}
      {result.members.length > 0 ? (
        <p className="text-sm text-muted-foreground">
          Already using the console, now members of {organization.name}:{" "}
          {result.members.map((member) => `${member.email} (${consoleRoleLabels[member.role]})`).join(", ")}.
        </p>
      ) : null}
      <InvitationLinks invitations={result.invitations} />
      <div className="flex flex-wrap gap-2">
        {result.isKeyStored ? (
          <Button onClick={openOrganization} disabled={switchOrganization.isPending}>
            {switchOrganization.isPending ? <Spinner label="Opening the organization" /> : null}
            Open {organization.name}
          </Button>
        ) : (
          <Button asChild>
            <Link href="/settings/keys">Connect its key</Link>
          </Button>
        )}
        <Button variant="outline" asChild>
          <Link href="/admin/organizations">See all organizations</Link>
        </Button>
        <Button variant="ghost" onClick={onAnother}>
          Create another organization
        </Button>
      </div>
    </div>
  );
}
