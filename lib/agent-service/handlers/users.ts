import "server-only";
import { eq } from "drizzle-orm";

import {
  createUser,
  createUserLimits,
  deleteUser,
  deleteUserLimits,
  getUser,
  getUserLimits,
  searchUser,
  updateUserLimits,
} from "@/lib/agent-api/contract/users";
import { svcConversationUsers, svcConversations } from "@/lib/db/schema";

import { findConversationUser, findUserByContact, insertConversationUser, newUserFields } from "../conversations/records";
import { badRequest, notFound } from "../errors";
import { implement } from "../implement";
import { createLimits, deleteLimits, limitAmounts, organizationDefaultLimits, ownLimits, refuseAboveSubscription, updateLimits } from "../limits";
import { presentUser } from "../presenters";

export const userHandlers = [
  implement(createUser, async ({ db, principal, body }) => {
    const agentId = principal.agent.id;
    if (await findUserByContact(db, agentId, body)) throw badRequest("User already exists.");
    const user = await insertConversationUser(db, agentId, {
      ...newUserFields(body),
      metadata: body.customData ? { customData: body.customData } : null,
    });
    if (!user) throw badRequest("User already exists.");
    return presentUser(user);
  }),

  implement(searchUser, async ({ db, principal, query }) => {
    const user = await findUserByContact(db, principal.agent.id, query);
    if (!user) throw notFound("User");
    const conversations = await db
      .select({ id: svcConversations.id })
      .from(svcConversations)
      .where(eq(svcConversations.conversationUserId, user.id))
      .orderBy(svcConversations.createdAt);
    return { user: presentUser(user), conversationIds: conversations.map((conversation) => conversation.id) };
  }),

  implement(getUser, async ({ db, principal, params }) => presentUser(await findConversationUser(db, principal.agent.id, params.id))),

  implement(deleteUser, async ({ db, principal, params }) => {
    const user = await findConversationUser(db, principal.agent.id, params.id);
    await db.transaction(async (tx) => {
      await deleteLimits(tx, "conversation_user", user.id);
      await tx.delete(svcConversationUsers).where(eq(svcConversationUsers.id, user.id));
    });
  }),

  implement(getUserLimits, async ({ db, principal, params }) => {
    const user = await findConversationUser(db, principal.agent.id, params.id);
    const own = await ownLimits(db, "conversation_user", user.id);
    if (own) return { id: own.id, conversationUserId: user.id, isOrganizationDefault: false, ...limitAmounts(own) };
    return {
      id: principal.organization.id,
      conversationUserId: user.id,
      isOrganizationDefault: true,
      ...(await organizationDefaultLimits(db, principal)),
    };
  }),

  implement(createUserLimits, async ({ db, principal, params, body }) => {
    const user = await findConversationUser(db, principal.agent.id, params.id);
    await refuseAboveSubscription(db, principal, body);
    const row = await createLimits(db, "conversation_user", user.id, body);
    if (!row) throw badRequest("The user has limits already; update them instead.");
    return { id: row.id, conversationUserId: user.id, isOrganizationDefault: false, ...limitAmounts(row) };
  }),

  implement(updateUserLimits, async ({ db, principal, params, body }) => {
    const user = await findConversationUser(db, principal.agent.id, params.id);
    await refuseAboveSubscription(db, principal, body);
    const row = await updateLimits(db, "conversation_user", user.id, body);
    if (!row) throw notFound("User limits", user.id);
    return { id: row.id, conversationUserId: user.id, isOrganizationDefault: false, ...limitAmounts(row) };
  }),

  implement(deleteUserLimits, async ({ db, principal, params }) => {
    const user = await findConversationUser(db, principal.agent.id, params.id);
    if (!(await deleteLimits(db, "conversation_user", user.id))) throw notFound("User limits", user.id);
  }),
];
