import { z } from "zod";

import { regions } from "@/lib/regions";

import { agentResponse } from "./agents";
import { isoDateTime } from "./common";
import { organizationResponse, platformRoles, platformUserResponse } from "./organizations";

export const platformUserStatuses = ["active", "invited", "disabled"] as const;
/** The statuses a platform user can be given; `invited` is where every user starts. */
export const assignablePlatformUserStatuses = ["active", "disabled"] as const;
/** Why a platform user works on an agent: by their organization role (owner, admin), or by assignment. */
export const agentAccessKinds = ["organization", "assigned"] as const;

export const childOrganizationResponse = organizationResponse
  .extend({
    parentOrganizationId: z.string().meta({ description: "The organization whose key created it." }),
    subscriptionEndedAt: isoDateTime.nullish(),
    region: z.enum(regions).nullish().meta({ description: "Always the region of the parent organization." }),
  })
  .loose()
  .meta({ id: "ChildOrganizationResponse" });

export const platformUserDetailsResponse = platformUserResponse
  .extend({
    role: z.enum(platformRoles),
    status: z.enum(platformUserStatuses),
    createdAt: isoDateTime.nullish(),
    updatedAt: isoDateTime.nullish(),
  })
  .loose()
  .meta({ id: "PlatformUserDetailsResponse" });

export const agentPlatformUserResponse = platformUserDetailsResponse
  .extend({
    access: z.enum(agentAccessKinds).meta({
      description: "organization: an owner or admin, who works on every agent of the organization; assigned: given this agent.",
    }),
  })
  .loose()
  .meta({ id: "AgentPlatformUserResponse" });

export const agentPlatformUsersResponse = z.array(agentPlatformUserResponse).meta({ id: "AgentPlatformUsersResponse" });

export const platformUserAgentsQuery = z.object({
  userId: z.string().min(1).meta({ description: "The platform user's id." }),
});

export const platformUserAgentsResponse = z.array(agentResponse).meta({ id: "PlatformUserAgentsResponse" });

export const platformUserParams = z.object({ userId: z.string().min(1) });

export const updatePlatformUserBody = z
  .object({
    role: z.enum(platformRoles).optional(),
    status: z.enum(assignablePlatformUserStatuses).optional(),
  })
  .meta({ id: "UpdatePlatformUserBody", description: "The fields to change; an empty body changes nothing." });

export type UpdatePlatformUserBody = z.infer<typeof updatePlatformUserBody>;
