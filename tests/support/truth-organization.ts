/**
 * An organization of its own for the tests of what every screen says alike: on the Starter plan, with an
 * owner (who accepts the invitation) and an admin (who does not), so nothing there changes what other
 * tests read of the demo organization.
 */
export function truthOnboarding(suffix: string, plans: readonly { id: string; title: string }[]) {
  const owner = `owner-${suffix}@truth.test`;
  const pending = `pending-${suffix}@truth.test`;
  const body = {
    name: `Truth ${suffix}`,
    region: "us",
    licenseKey: `truth-${suffix}`,
    subscriptionId: plans.find((plan) => plan.title === "Starter")!.id,
    endedAt: "2099-12-31",
    users: [
      { email: owner, role: "owner" },
      { email: pending, role: "admin" },
    ],
  };
  return { owner, pending, body };
}

/** The one-time token of an invitation link. */
export const invitationToken = (invitations: readonly { email: string; inviteUrl: string }[], email: string) =>
  invitations.find((invitation) => invitation.email === email)!.inviteUrl.split("/invite/")[1]!;
