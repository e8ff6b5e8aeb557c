import { z } from "zod";

import { pageQuery } from "@/lib/schemas/agent-api/common";
import { agentAccessKinds } from "@/lib/schemas/agent-api/organization-users";
import { createUserBody, userResponse } from "@/lib/schemas/agent-api/users";

import { platformUserView, upstreamPlatformUser } from "./organization";

const user = userResponse.shape;
const orNull = <T extends z.ZodType>(schema: T) => schema.nullish().transform((value) => value ?? null);

/** A conversation user (an end user of the agent) as the browser sees it; absent details are null. */
export const conversationUserView = z.object({
  id: user.id,
  firstName: user.firstName,
  lastName: user.lastName,
  email: orNull(z.string()),
  phoneNumber: orNull(z.string()),
  fkId: orNull(z.string()),
  fkUserId: orNull(z.string()),
  source: orNull(z.string()),
  context: orNull(z.string()),
  isAnonymized: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
});
export type ConversationUserView = z.output<typeof conversationUserView>;

/** One page of the agent's conversation users, newest first. */
export const conversationUsersPage = z.object({
  users: z.array(conversationUserView),
  page: z.number(),
  pageSize: z.number(),
  totalItems: z.number(),
  totalPages: z.number(),
  hasNextPage: z.boolean(),
  hasPreviousPage: z.boolean(),
});
export type ConversationUsersPage = z.output<typeof conversationUsersPage>;

export const conversationUsersPageQuery = pageQuery.pick({ page: true, pageSize: true });

/** The kinds of contact a conversation user can be found by, in the API's query names. */
export const contactKinds = ["email", "phoneNumber", "fkId"] as const;
export type ContactKind = (typeof contactKinds)[number];

/** A search for one conversation user by one kind of contact. */
export const conversationUserSearch = z
  .object({ by: z.enum(contactKinds), value: z.string().trim().min(1, "Enter the contact to look for.").max(255) })
  .superRefine((search, context) => {
    if (search.by === "email" && !z.email().safeParse(search.value).success) {
      context.addIssue({ code: "custom", path: ["value"], message: "Enter an email address, such as maria@example.com." });
    }
    if (search.by === "phoneNumber" && !createUserBody.shape.phoneNumber.safeParse(search.value).success) {
      context.addIssue({ code: "custom", path: ["value"], message: "Enter a phone number, such as +1 555 0100." });
    }
  });
export type ConversationUserSearch = z.output<typeof conversationUserSearch>;

/** What a search found: the user and their conversations, or no user (nobody of this agent has that contact). */
export const conversationUserSearchResult = z.object({
  user: conversationUserView.nullable(),
  conversationIds: z.array(z.string()),
});
export type ConversationUserSearchResult = z.output<typeof conversationUserSearchResult>;

/** Adding a conversation user by hand: the API's body, with its "one contact at least" rule said plainly. */
export const createConversationUserBody = z.object(createUserBody.shape).refine((body) => Boolean(body.email || body.phoneNumber || body.fkId), {
  message: "Give an email, a phone number or an external id.",
  path: ["email"],
});
export type CreateConversationUserBody = z.output<typeof createConversationUserBody>;

/** A platform user who works on the agent: their organization role (owner, admin) gives it, or it was assigned to them. */
export const agentPlatformUserView = platformUserView.extend({ access: z.enum(agentAccessKinds).nullable() });
export type AgentPlatformUserView = z.output<typeof agentPlatformUserView>;
export const agentPlatformUserList = z.array(agentPlatformUserView);

/** What an upstream agent platform user becomes: role, status and access null when absent. */
export const upstreamAgentPlatformUser = upstreamPlatformUser.extend({
  access: z
    .enum(agentAccessKinds)
    .nullish()
    .transform((access) => access ?? null),
});
