import type { OnboardedOrganization } from "@/lib/schemas/console/admin";

export const linkShownOnce = "Invited. The link was shown once, when the organization was created; invite them again if it was lost.";

/**
 * What a later try of the same form answers about a creation already done: the same organization, without
 * the invitation links (they are shown once and never kept), each invited user said to be invited.
 */
export function replayableOnboarding(created: OnboardedOrganization): OnboardedOrganization {
  return {
    ...created,
    invitations: [],
    problems: [...created.problems, ...created.invitations.map((invitation) => ({ email: invitation.email, message: linkShownOnce }))],
  };
}
