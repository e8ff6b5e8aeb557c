import "server-only";

import type { z } from "zod";

import {
  attachPackDocument,
  createPack,
  createPackDocumentUploadUrl,
  deletePack,
  getPack,
  linkPack,
  listPacks,
  removePackDocument,
  unlinkPack,
  updatePack,
} from "@/lib/agent-api/contract/packs";
import type { DatabaseExecutor } from "@/lib/db";
import type {
  attachPackDocumentBody,
  createPackBody,
  listPacksQuery,
  packDocumentUploadUrlBody,
  packResponse,
  updatePackBody,
} from "@/lib/schemas/agent-api/packs";
import type { PackSummary } from "@/lib/schemas/console/packs";

import type { ConsoleOrganization } from "../organizations/organizations";
import { callUpstream } from "../upstream/upstream";

type UpstreamPack = z.output<typeof packResponse>;

const asOrganization = (organization: ConsoleOrganization) => ({ as: "organization" as const, organization });

/** A list row: the documents counted rather than sent. */
export function toPackSummary(pack: UpstreamPack): PackSummary {
  return {
    id: pack.id,
    name: pack.name,
    description: pack.description,
    status: pack.status,
    documentCount: pack.documents.length,
    linkedAgents: pack.linkedAgents.map((agent) => ({ id: agent.id, name: agent.name })),
    createdAt: pack.createdAt,
    updatedAt: pack.updatedAt,
  };
}

export async function listOrganizationPacks(db: DatabaseExecutor, organization: ConsoleOrganization, query: z.output<typeof listPacksQuery>) {
  const page = await callUpstream(db, asOrganization(organization), listPacks, { query });
  return { ...page, data: page.data.map(toPackSummary) };
}

export const createOrganizationPack = (db: DatabaseExecutor, organization: ConsoleOrganization, body: z.output<typeof createPackBody>) =>
  callUpstream(db, asOrganization(organization), createPack, { body });

export const getOrganizationPack = (db: DatabaseExecutor, organization: ConsoleOrganization, packId: string) =>
  callUpstream(db, asOrganization(organization), getPack, { params: { id: packId } });

export const updateOrganizationPack = (db: DatabaseExecutor, organization: ConsoleOrganization, packId: string, body: z.output<typeof updatePackBody>) =>
  callUpstream(db, asOrganization(organization), updatePack, { params: { id: packId }, body });

export const deleteOrganizationPack = (db: DatabaseExecutor, organization: ConsoleOrganization, packId: string) =>
  callUpstream(db, asOrganization(organization), deletePack, { params: { id: packId } });

export const createPackUploadUrl = (db: DatabaseExecutor, organization: ConsoleOrganization, body: z.output<typeof packDocumentUploadUrlBody>) =>
  callUpstream(db, asOrganization(organization), createPackDocumentUploadUrl, { body });

export const attachOrganizationPackDocument = (
  db: DatabaseExecutor,
  organization: ConsoleOrganization,
  packId: string,
  body: z.output<typeof attachPackDocumentBody>,
) => callUpstream(db, asOrganization(organization), attachPackDocument, { params: { id: packId }, body });

export const removeOrganizationPackDocument = (db: DatabaseExecutor, organization: ConsoleOrganization, packId: string, documentId: string) =>
  callUpstream(db, asOrganization(organization), removePackDocument, { params: { id: packId, fileId: documentId } });

export const linkOrganizationPack = (db: DatabaseExecutor, organization: ConsoleOrganization, packId: string, agentId: string) =>
  callUpstream(db, asOrganization(organization), linkPack, { params: { id: packId, agentId } });

export const unlinkOrganizationPack = (db: DatabaseExecutor, organization: ConsoleOrganization, packId: string, agentId: string) =>
  callUpstream(db, asOrganization(organization), unlinkPack, { params: { id: packId, agentId } });
