import { z } from "zod";

import { consoleRoles } from "@/lib/console/users/roles";
import { regions } from "@/lib/regions";
import { createOrganizationBody, invitedUser, organizationStatuses, subscriptionResponse, subscriptionsQuery } from "@/lib/schemas/agent-api/organizations";

/** Only a super-admin key lists subscriptions and creates organizations; each region has its own. */
export const adminRegion = z.enum(regions);
export type AdminRegion = z.infer<typeof adminRegion>;

/** `/admin/subscriptions` filters: the API's own, and the region whose key asks. */
export const adminSubscriptionsQuery = subscriptionsQuery.extend({ region: adminRegion.default("us") });
export type AdminSubscriptionsQuery = z.infer<typeof adminSubscriptionsQuery>;

/** A subscription as the console shows it: the API's fields it names, nothing else. */
export const adminSubscription = z.object(
  subscriptionResponse.pick({
    id: true,
    title: true,
    description: true,
    agentsAmount: true,
    tokensAmountPerMonth: true,
    secondsAmountPerMonth: true,
    smsAmountPerMonth: true,
    emailsAmountPerMonth: true,
    usersWithAccessAmount: true,
    status: true,
    visibility: true,
    isTrial: true,
    organizationsCount: true,
    price: true,
  }).shape,
);
export type AdminSubscription = z.infer<typeof adminSubscription>;
export const adminSubscriptionList = z.array(adminSubscription);

const todayUtc = () => new Date().toISOString().slice(0, 10);

/** The invited users: the API's shape for each, at least one, one row per email, at least one owner. */
export const onboardingUsers = createOrganizationBody.shape.users
  .min(1, "Invite at least one user, the organization's owner.")
  .superRefine((users, context) => {
    const seen = new Set<string>();
    users.forEach((user, index) => {
      const email = user.email.toLowerCase();
      if (seen.has(email)) context.addIssue({ code: "custom", path: [index, "email"], message: "This email is already in the list." });
      seen.add(email);
    });
    if (users.length > 0 && !users.some((user) => user.role === "owner")) {
      context.addIssue({ code: "custom", path: [], message: "Make at least one invited user an owner." });
    }
  });

/**
 * Onboarding an organization: the API's creation body (name, invited users, license key, subscription,
 * end date) with the region whose super-admin key creates it. The console asks for a subscription from
 * the list, and an end date as a calendar day (the last day of the subscription), sent only for a plan
 * that is not a trial.
 */
export const onboardOrganizationBody = createOrganizationBody.pick({ name: true, licenseKey: true }).extend({
  region: adminRegion,
  users: onboardingUsers,
  subscriptionId: z.uuid({ error: "Choose a subscription." }),
  endedAt: z.iso
    .date({ error: "Enter a date." })
    .refine((day) => day > todayUtc(), "Choose a day after today.")
    .optional(),
  /** Made by the form once and sent with every try of it, so a try after a lost answer creates nothing twice. */
  attemptId: z.uuid().optional(),
  /** Set when the super admin repeats a creation whose outcome the API never told, knowing it may make a second one. */
  isRepeatConfirmed: z.boolean().optional(),
});
export type OnboardOrganizationBody = z.infer<typeof onboardOrganizationBody>;
export type OnboardOrganizationInput = z.input<typeof onboardOrganizationBody>;
export type InvitedUser = z.infer<typeof invitedUser>;

/** A console invitation made for an invited user, with its one-time link. */
export const onboardingInvitation = z.object({
  email: z.string(),
  platformRole: invitedUser.shape.role,
  role: z.enum(consoleRoles),
  inviteUrl: z.string(),
  expiresAt: z.date().or(z.string()),
});

/** What onboarding did: the organization, whether its key is in the vault, each invited user's outcome. */
export const onboardedOrganization = z.object({
  organization: z.object({ id: z.string(), name: z.string(), region: adminRegion, status: z.enum(organizationStatuses) }),
  subscriptionTitle: z.string(),
  isKeyStored: z.boolean(),
  invitations: z.array(onboardingInvitation),
  /** Invited users who already use the console: made members of the organization, with the role they have. */
  members: z.array(z.object({ email: z.string(), role: z.enum(consoleRoles) })),
  problems: z.array(z.object({ email: z.string(), message: z.string() })),
});
export type OnboardedOrganization = z.infer<typeof onboardedOrganization>;

export const organizationOrigins = ["onboarded", "connected", "automatic"] as const;

/** One row of the tenant table: what the console knows of an organization, joined with what the API says. */
export const adminOrganizationRow = z.object({
  id: z.string(),
  name: z.string(),
  region: adminRegion,
  /** As the API answered when the organization was created here; unknown for organizations connected by key. */
  status: z.enum(organizationStatuses).nullable(),
  subscription: adminSubscription.pick({ id: true, title: true, isTrial: true, agentsAmount: true, usersWithAccessAmount: true }).nullable(),
  subscriptionEndsAt: z.string().nullable(),
  usage: z.object({ agents: z.number(), users: z.number().nullable() }),
  keyStatus: z.enum(["connected", "failing", "missing"]),
  origin: z.enum(organizationOrigins),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
});
export type AdminOrganizationRow = z.infer<typeof adminOrganizationRow>;
export const adminOrganizationList = z.array(adminOrganizationRow);
