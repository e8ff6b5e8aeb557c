import "server-only";
import { randomUUID } from "node:crypto";

import { and, desc, eq, getTableColumns, inArray } from "drizzle-orm";

import {
  addAgentFileToAssistant,
  addAgentFileToVectorStore,
  addAgentFileToVectorStoreAsync,
  deleteAgentFile,
  deleteAgentFileFromVectorStore,
  deleteAgentFiles,
  listAgentFiles,
  searchAgentKnowledge,
  uploadAgentFile,
} from "@/lib/agent-api/contract/agent-files";
import type { Database } from "@/lib/db";
import { svcAgentFiles, svcBlobs } from "@/lib/db/schema";
import { isUuid } from "@/lib/http/is-uuid";
import { maxAgentFileBytes, type knowledgeSourceKinds } from "@/lib/schemas/agent-api/agent-files";

import type { AgentPrincipal } from "../auth";
import { badRequest, notFound } from "../errors";
import { implement, type HandlerContext } from "../implement";
import { wakeJobWorker } from "../jobs/worker";
import { enqueueAgentFileIndexing, indexAgentFileNow } from "../knowledge/agent-file-indexing";
import { checkAgentFileContent, resolveAgentFileType } from "../knowledge/extract-text";
import { removeSourceChunks } from "../knowledge/index-store";
import type { KnowledgeSourceType, PassageMatch } from "../knowledge/passage-index";
import { presentAgentFile } from "../knowledge/present-agent-file";
import { retrievePassages } from "../responder/retrieve-passages";

function fileProblem(message: string) {
  return badRequest(message, [{ field: "file", message }]);
}

/** The name without any folder a browser put before it, at most 255 characters. */
function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const cleaned = base
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .trim()
    .slice(0, 255);
  return cleaned || "file";
}

function isUploadedFile(value: unknown): value is File {
  return value instanceof Blob && typeof (value as File).name === "string";
}

async function findAgentFile(db: Database, principal: AgentPrincipal, fileId: string) {
  const [file] = isUuid(fileId)
    ? await db
        .select()
        .from(svcAgentFiles)
        .where(and(eq(svcAgentFiles.id, fileId.toLowerCase()), eq(svcAgentFiles.agentId, principal.agent.id)))
    : [];
  if (!file) throw notFound("Agent file", fileId);
  return file;
}

/** Deletes the files with their bytes (the file rows go with their blob) and their passages. */
async function removeAgentFiles(db: Database, agentId: string, files: readonly { id: string; blobId: string }[]) {
  if (files.length === 0) return;
  await db.transaction(async (tx) => {
    await removeSourceChunks(
      tx,
      agentId,
      "agent_file",
      files.map((file) => file.id),
    );
    await tx.delete(svcBlobs).where(
      inArray(
        svcBlobs.id,
        files.map((file) => file.blobId),
      ),
    );
  });
}

type FileContext = Pick<HandlerContext<typeof addAgentFileToVectorStore>, "db" | "principal" | "params">;

/** Indexes the file now and answers when done; content that cannot be indexed is a 400 with the reason. */
async function addToVectorStoreNow({ db, principal, params }: FileContext) {
  const file = await findAgentFile(db, principal, params.id);
  const outcome = await indexAgentFileNow(db, file.id);
  if (outcome.status === "missing") throw notFound("Agent file", params.id);
  if (outcome.status === "failed") throw fileProblem(`The file cannot be indexed: ${outcome.reason}`);
}

const sourceKinds: Record<KnowledgeSourceType, (typeof knowledgeSourceKinds)[number]> = {
  agent_file: "file",
  pack_document: "pack",
  web_page: "page",
};

/** A passage as the knowledge search shows it: its text, its score and where it comes from. */
function presentPassage(passage: PassageMatch) {
  return {
    text: passage.text,
    score: passage.score,
    coverage: passage.coverage,
    source: { kind: sourceKinds[passage.sourceType], id: passage.sourceId, title: passage.sourceName },
  };
}

export const agentFilesHandlers = [
  implement(uploadAgentFile, async ({ db, principal, body }) => {
    const upload: unknown = body.file;
    if (Array.isArray(upload)) throw fileProblem("Send one file per request.");
    if (!isUploadedFile(upload)) throw fileProblem("File is required.");
    if (upload.size === 0) throw fileProblem("The file is empty.");
    if (upload.size > maxAgentFileBytes) throw fileProblem(`The file is larger than ${maxAgentFileBytes / 1024 / 1024} MiB.`);
    const fileName = cleanFileName(upload.name);
    const type = resolveAgentFileType(upload.type, fileName);
    if (!type.ok) throw fileProblem(type.reason);
    const bytes = new Uint8Array(await upload.arrayBuffer());
    const contentProblem = checkAgentFileContent(bytes, type.value);
    if (contentProblem) throw fileProblem(contentProblem);

    const { agent, organization } = principal;
    const id = randomUUID();
    const storagePath = `agent-files/${agent.id}/${id}/${fileName}`;
    const file = await db.transaction(async (tx) => {
      const [blob] = await tx
        .insert(svcBlobs)
        .values({
          agentId: agent.id,
          organizationId: organization.id,
          purpose: "agent_file",
          storagePath,
          fileName,
          contentType: type.value,
          size: bytes.byteLength,
          bytes: Buffer.from(bytes),
          uploadedAt: new Date(),
        })
        .returning({ id: svcBlobs.id });
      await tx.insert(svcAgentFiles).values({ id, agentId: agent.id, blobId: blob!.id, fileName, contentType: type.value, size: bytes.byteLength });
      if (body.autoAddToVectorStore) await enqueueAgentFileIndexing(tx, id);
      const [created] = await tx.select().from(svcAgentFiles).where(eq(svcAgentFiles.id, id));
      return created!;
    });
    if (body.autoAddToVectorStore) wakeJobWorker();
    return presentAgentFile({ ...file, storagePath });
  }),

  implement(listAgentFiles, async ({ db, principal }) => {
    const files = await db
      .select({ ...getTableColumns(svcAgentFiles), storagePath: svcBlobs.storagePath })
      .from(svcAgentFiles)
      .innerJoin(svcBlobs, eq(svcBlobs.id, svcAgentFiles.blobId))
      .where(eq(svcAgentFiles.agentId, principal.agent.id))
      .orderBy(desc(svcAgentFiles.createdAt), desc(svcAgentFiles.id));
    return files.map(presentAgentFile);
  }),

  implement(deleteAgentFiles, async ({ db, principal, body }) => {
    const ids = [...new Set(body.fileIds.map((id) => id.toLowerCase()))];
    const files = await db
      .select({ id: svcAgentFiles.id, blobId: svcAgentFiles.blobId })
      .from(svcAgentFiles)
      .where(and(eq(svcAgentFiles.agentId, principal.agent.id), inArray(svcAgentFiles.id, ids)));
    await removeAgentFiles(db, principal.agent.id, files);
  }),

  implement(deleteAgentFile, async ({ db, principal, params }) => {
    const file = await findAgentFile(db, principal, params.id);
    await removeAgentFiles(db, principal.agent.id, [file]);
  }),

  implement(deleteAgentFileFromVectorStore, async ({ db, principal, params }) => {
    const file = await findAgentFile(db, principal, params.id);
    await db.transaction(async (tx) => {
      await removeSourceChunks(tx, file.agentId, "agent_file", [file.id]);
      await tx
        .update(svcAgentFiles)
        .set({ vectorStatus: null, vectorError: null, chunkCount: null, uploadedToVectorStoreAt: null })
        .where(eq(svcAgentFiles.id, file.id));
    });
  }),

  implement(addAgentFileToVectorStore, addToVectorStoreNow),

  implement(addAgentFileToVectorStoreAsync, async ({ db, principal, params }) => {
    const file = await findAgentFile(db, principal, params.id);
    await db.transaction((tx) => enqueueAgentFileIndexing(tx, file.id));
    wakeJobWorker();
  }),

  implement(addAgentFileToAssistant, addToVectorStoreNow),

  implement(searchAgentKnowledge, async ({ db, principal, body }) => {
    const { passages } = await retrievePassages({ db, agent: principal.agent, history: [], question: body.query }, body.limit);
    return { passages: passages.map(presentPassage) };
  }),
];
