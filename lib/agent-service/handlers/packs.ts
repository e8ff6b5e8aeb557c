import "server-only";
import { and, asc, count, desc, eq } from "drizzle-orm";

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
import { svcPacks } from "@/lib/db/schema";

import { badRequest } from "../errors";
import { reserveUpload } from "../files/upload-reservation";
import { implement, type Implementation } from "../implement";
import { resolveAgentFileType } from "../knowledge/extract-text";
import * as packDocuments from "../packs/documents";
import * as packLifecycle from "../packs/lifecycle";
import { linkPackToAgent, unlinkPackFromAgent } from "../packs/links";
import { refuseTakenPackName } from "../packs/pack-names";
import { findOrganizationPack, findPackDocument, packView, packViews } from "../packs/pack-records";
import { presentPackDocument } from "../packs/present";
import { packDocumentPath } from "../packs/storage-path";
import { prepareUploadedDocument } from "../packs/uploaded-document";
import { page } from "../paging";
import { findOrganizationAgent } from "../records";

const orderColumns = { createdAt: svcPacks.createdAt, updatedAt: svcPacks.updatedAt, name: svcPacks.name } as const;

export const packsHandlers: Implementation[] = [
  implement(createPack, async ({ db, principal, body }) => {
    const pack = await db.transaction(async (tx) => {
      await refuseTakenPackName(tx, principal.organization.id, body.name);
      const [created] = await tx
        .insert(svcPacks)
        .values({
          organizationId: principal.organization.id,
          name: body.name,
          description: body.description ?? "",
          instructions: body.instructions ?? null,
          status: body.status ?? "active",
        })
        .returning();
      return created!;
    });
    return packView(db, pack);
  }),

  implement(listPacks, async ({ db, principal, query }) => {
    const where = and(eq(svcPacks.organizationId, principal.organization.id), query.status ? eq(svcPacks.status, query.status) : undefined);
    const direction = query.orderDirection === "ASC" ? asc : desc;
    const [packs, [total]] = await Promise.all([
      db
        .select()
        .from(svcPacks)
        .where(where)
        .orderBy(direction(orderColumns[query.orderBy ?? "createdAt"]), direction(svcPacks.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      db.select({ total: count() }).from(svcPacks).where(where),
    ]);
    return page(await packViews(db, packs), total?.total ?? 0, query.page, query.pageSize);
  }),

  implement(getPack, async ({ db, principal, params }) => packView(db, await findOrganizationPack(db, principal.organization.id, params.id))),

  implement(updatePack, async ({ db, principal, params, body }) => {
    const pack = await findOrganizationPack(db, principal.organization.id, params.id);
    return packView(db, await packLifecycle.updatePack(db, pack.id, body));
  }),

  implement(deletePack, async ({ db, principal, params }) => {
    const pack = await findOrganizationPack(db, principal.organization.id, params.id);
    await packLifecycle.deletePack(db, pack.id);
  }),

  /** Reserves a storage path of the organization for one pack document, and signs an upload URL for it. */
  implement(createPackDocumentUploadUrl, async ({ db, principal, body, baseUrl }) => {
    const type = resolveAgentFileType(body.contentType, body.fileName);
    if (!type.ok) throw badRequest(type.reason, [{ field: "fileName", message: type.reason }]);
    const storagePath = packDocumentPath(principal.organization.id, body.fileName);
    return reserveUpload(db, baseUrl, {
      organizationId: principal.organization.id,
      purpose: "pack_document",
      storagePath,
      fileName: body.fileName,
      contentType: body.contentType,
    });
  }),

  implement(attachPackDocument, async ({ db, principal, params, body }) => {
    const pack = await findOrganizationPack(db, principal.organization.id, params.id);
    const prepared = await prepareUploadedDocument(db, principal.organization.id, body);
    return presentPackDocument(await packDocuments.attachPackDocument(db, pack.id, prepared));
  }),

  implement(removePackDocument, async ({ db, principal, params }) => {
    const pack = await findOrganizationPack(db, principal.organization.id, params.id);
    const document = await findPackDocument(db, pack.id, params.fileId);
    await packDocuments.removePackDocument(db, pack.id, document.id);
    return packView(db, await findOrganizationPack(db, principal.organization.id, pack.id));
  }),

  implement(linkPack, async ({ db, principal, params }) => {
    const pack = await findOrganizationPack(db, principal.organization.id, params.id);
    const agent = await findOrganizationAgent(db, principal.organization.id, params.agentId);
    await linkPackToAgent(db, pack.id, agent.id);
    return packView(db, pack);
  }),

  implement(unlinkPack, async ({ db, principal, params }) => {
    const pack = await findOrganizationPack(db, principal.organization.id, params.id);
    const agent = await findOrganizationAgent(db, principal.organization.id, params.agentId);
    await unlinkPackFromAgent(db, pack.id, agent.id);
    return packView(db, pack);
  }),
];
