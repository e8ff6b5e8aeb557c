import "server-only";
import { randomUUID } from "node:crypto";

import { and, eq, isNotNull } from "drizzle-orm";

import { createLiveChatImageUploadUrl, getLiveChatConfig, updateLiveChatConfig } from "@/lib/agent-api/contract/live-chat";
import type { Database } from "@/lib/db";
import { svcBlobs, svcLiveChatConfigs } from "@/lib/db/schema";
import { defaultLiveChatConfig, type LiveChatConfig } from "@/lib/schemas/agent-api/live-chat";

import { scheduleIdleArchiving } from "../conversations/idle-archive";
import { badRequest } from "../errors";
import { storageFileName } from "../files/storage-paths";
import { reserveUpload } from "../files/upload-reservation";
import { implement, type Implementation } from "../implement";
import { presentLiveChatSkill, storedLiveChat } from "../live-chat/skill";
import { findOrganizationAgent } from "../records";

const liveChatImagePath = (organizationId: string, fileName: string) => `live-chat-images/${organizationId}/${randomUUID()}/${storageFileName(fileName)}`;

/** An avatar must be an image this organization uploaded through the live-chat upload URL. */
async function refuseUnknownAvatar(db: Database, organizationId: string, storagePath: string) {
  const [image] = await db
    .select({ id: svcBlobs.id })
    .from(svcBlobs)
    .where(
      and(eq(svcBlobs.storagePath, storagePath), eq(svcBlobs.organizationId, organizationId), eq(svcBlobs.purpose, "image"), isNotNull(svcBlobs.uploadedAt)),
    );
  if (!image) {
    throw badRequest("INVALID_REQUEST", [{ field: "avatarStoragePath", message: "no image uploaded by this organization at this storage path" }]);
  }
}

export const liveChatHandlers: Implementation[] = [
  implement(getLiveChatConfig, async ({ db, principal, params, baseUrl }) => {
    const agent = await findOrganizationAgent(db, principal.organization.id, params.agentId);
    const stored = (await storedLiveChat(db, agent.id)) ?? { config: defaultLiveChatConfig(), updatedAt: null };
    return presentLiveChatSkill(agent.id, stored, baseUrl);
  }),

  implement(updateLiveChatConfig, async ({ db, principal, params, body, baseUrl }) => {
    const agent = await findOrganizationAgent(db, principal.organization.id, params.agentId);
    if (body.avatarStoragePath) await refuseUnknownAvatar(db, principal.organization.id, body.avatarStoragePath);
    const config: LiveChatConfig = { ...body, avatarUrl: body.avatarStoragePath ? null : body.avatarUrl };
    const updatedAt = new Date();
    await db
      .insert(svcLiveChatConfigs)
      .values({ agentId: agent.id, config, updatedAt })
      .onConflictDoUpdate({ target: svcLiveChatConfigs.agentId, set: { config, updatedAt } });
    // Conversations already idle for the new time are archived now; the archiver then follows the time itself.
    if (config.autoArchiveAfterMinutes) await scheduleIdleArchiving(db);
    return presentLiveChatSkill(agent.id, { config, updatedAt }, baseUrl);
  }),

  implement(createLiveChatImageUploadUrl, async ({ db, principal, body, baseUrl }) => {
    const storagePath = liveChatImagePath(principal.organization.id, body.fileName);
    return reserveUpload(db, baseUrl, {
      organizationId: principal.organization.id,
      purpose: "image",
      storagePath,
      fileName: body.fileName,
      contentType: body.contentType,
    });
  }),
];
