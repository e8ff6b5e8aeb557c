import { z } from "zod";

import { isoDateTime } from "./common";

export const organizationStatuses = ["active", "pending", "archived", "blocked"] as const;
export const platformRoles = ["owner", "admin", "user", "copilot_user", "copilot_agent_user", "copilot_admin"] as const;
export const subscriptionStatuses = ["active", "inactive"] as const;
export const subscriptionVisibilities = ["public", "private"] as const;

export const createdBy = z.looseObject({ id: z.string(), email: z.string(), firstName: z.string(), lastName: z.string() }).meta({ id: "CreatedBy" });

export const invitedUser = z
  .object({
    email: z.string().trim().min(4).max(255).pipe(z.email()),
    role: z.enum(platformRoles),
  })
  .meta({ id: "InvitedUser" });

export const createOrganizationBody = z
  .object({
    name: z.string().trim().min(1).max(255),
    users: z.array(invitedUser).max(100),
    licenseKey: z.string().trim().min(1).max(255),
    subscriptionId: z.uuid().optional().meta({
      description: "The subscription to put the organization on; a trial subscription when absent. An unknown id answers 404.",
    }),
    endedAt: isoDateTime.optional().meta({
      description: "Subscription end date; honoured only with a subscription that is not a trial.",
    }),
  })
  .meta({ id: "CreateOrganizationBody" });

export const subscriptionResponse = z
  .looseObject({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    agentsAmount: z.number(),
    tokensAmountPerMonth: z.number(),
    secondsAmountPerMonth: z.number(),
    smsAmountPerMonth: z.number(),
    emailsAmountPerMonth: z.number(),
    usersWithAccessAmount: z.number(),
    status: z.enum(subscriptionStatuses),
    visibility: z.enum(subscriptionVisibilities),
    isTrial: z.boolean(),
    createdBy,
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
    organizationsCount: z.number(),
    price: z.number().meta({ description: "Price in cents." }),
  })
  .meta({ id: "SubscriptionResponse" });

export const subscriptionsResponse = z.array(subscriptionResponse).meta({
  id: "SubscriptionsResponse",
  description: "The spec gives the response schema as one Subscription; it is a list of them.",
});

export const subscriptionsQuery = z.object({
  visibility: z.enum(subscriptionVisibilities).optional(),
  status: z.enum(subscriptionStatuses).optional(),
});

export const organizationResponse = z
  .looseObject({
    id: z.string(),
    name: z.string(),
    status: z.enum(organizationStatuses),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
    createdBy,
    subscription: subscriptionResponse,
    organizationApiKey: z.string().nullish().meta({
      description: "Extension: the new organization's first Organization-Secret-Key, returned only here, because the API has no other way to issue one.",
    }),
  })
  .meta({ id: "OrganizationResponse" });

export const platformUsersQuery = z.object({ role: z.enum(platformRoles).optional() });

export const platformUserResponse = z
  .looseObject({
    id: z.string(),
    email: z.string(),
    phoneNumber: z.string().meta({ description: "Empty when the user has given none: the real deployment always sends a string." }),
    firstName: z.string(),
    lastName: z.string(),
  })
  .meta({ id: "PlatformUserResponse" });

export const platformUsersResponse = z.array(platformUserResponse).meta({ id: "PlatformUsersResponse" });
