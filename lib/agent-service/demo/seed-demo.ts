import "server-only";
import { eq } from "drizzle-orm";

import type { Database } from "@/lib/db";
import {
  svcAgentFiles,
  svcAgentRoles,
  svcAgents,
  svcBlobs,
  svcConversationStates,
  svcConversationUsers,
  svcOrganizations,
  svcPlatformUserAgents,
  svcPlatformUsers,
  svcSubscriptions,
} from "@/lib/db/schema";
import type { Region } from "@/lib/regions";

import { defaultAgentSettings, initialConversationStates, mergeAgentSettings, vendorId } from "../agent-defaults";
import type { AgentRow } from "../auth";
import { demoAgents, demoConversations, demoOrganization } from "./demo-content";
import { openConversation } from "../conversations/open";
import { replyTo, storeUserMessage } from "../conversations/turns";
import { superAdminCreator } from "../handlers/super-admin";
import { indexAgentFile } from "../knowledge/agent-file-indexing";

/**
 * On first start with an empty service, a demo organization with two agents, indexed knowledge and a
 * few conversations (one waiting for a human), so a newcomer sees a living system. The organization's
 * fixed id is the claim: with several instances starting at once, only the one that inserts it seeds.
 */
export async function seedDemoData(db: Database, region: Region = "us"): Promise<boolean> {
  const [anyOrganization] = await db.select({ id: svcOrganizations.id }).from(svcOrganizations).limit(1);
  if (anyOrganization) return false;
  const [starter] = await db.select().from(svcSubscriptions).where(eq(svcSubscriptions.title, "Starter"));
  const [fallback] = starter ? [starter] : await db.select().from(svcSubscriptions).limit(1);
  if (!fallback) return false;

  const [organization] = await db
    .insert(svcOrganizations)
    .values({
      id: demoOrganization.id,
      name: demoOrganization.name,
      region,
      licenseKey: demoOrganization.licenseKey,
      subscriptionId: fallback.id,
      createdBy: superAdminCreator,
    })
    .onConflictDoNothing()
    .returning();
  if (!organization) return false;

  const platformUsers = await db
    .insert(svcPlatformUsers)
    .values(demoOrganization.users.map((user) => ({ ...user, organizationId: organization.id, status: "active" as const })))
    .returning();
  const roles = await db.select().from(svcAgentRoles);

  const agents: AgentRow[] = [];
  for (const definition of demoAgents) {
    const role = roles.find((candidate) => candidate.name === definition.role) ?? roles[0]!;
    const [agent] = await db
      .insert(svcAgents)
      .values({
        organizationId: organization.id,
        roleId: role.id,
        name: definition.name,
        publicName: definition.publicName,
        description: definition.description,
        tags: definition.tags,
        settings: mergeAgentSettings(defaultAgentSettings(), { instructions: definition.instructions, isApiSkillEnabled: true }),
        vectorStoreId: vendorId("vs"),
      })
      .returning();
    await db.insert(svcConversationStates).values(initialConversationStates.map((state, position) => ({ ...state, agentId: agent!.id, position })));
    for (const file of definition.files) {
      const bytes = Buffer.from(file.text, "utf8");
      const [blob] = await db
        .insert(svcBlobs)
        .values({
          agentId: agent!.id,
          purpose: "agent_file",
          storagePath: `agent-files/${agent!.id}/${crypto.randomUUID()}/${file.fileName}`,
          fileName: file.fileName,
          contentType: "text/markdown",
          size: bytes.length,
          bytes,
          uploadedAt: new Date(),
        })
        .returning();
      const [stored] = await db
        .insert(svcAgentFiles)
        .values({ agentId: agent!.id, blobId: blob!.id, fileName: file.fileName, contentType: "text/markdown", size: bytes.length, vectorStatus: "processing" })
        .returning();
      await indexAgentFile(db, stored!.id);
    }
    agents.push(agent!);
  }

  const assignments = demoOrganization.agentAssignments.map(({ email, agent }) => ({
    platformUserId: platformUsers.find((user) => user.email === email)!.id,
    agentId: agents.find((candidate) => candidate.name === agent)!.id,
  }));
  if (assignments.length > 0) await db.insert(svcPlatformUserAgents).values(assignments);

  for (const script of demoConversations) {
    const agent = agents[script.agent]!;
    const [user] = await db
      .insert(svcConversationUsers)
      .values({ agentId: agent.id, ...script.user, source: "live_chat" })
      .returning();
    const conversation = await openConversation(db, { agentId: agent.id, conversationUserId: user!.id, title: script.title, source: "live_chat" });
    for (const text of script.messages) {
      const question = await storeUserMessage(db, conversation, { message: text });
      await replyTo(db, agent, conversation, question);
    }
  }
  return true;
}
