import { describe, expect, inject, it } from "vitest";

import { callService, createTestAgent, createTestOrganization, prefixes, type TestAgent, type TestOrganization } from "@/tests/support/agent-service";

const baseUrl = inject("baseUrl");

const warrantyGuide = ["# Zephyr kettle", "", "## Warranty", "", "Every Zephyr kettle carries a seven-year warranty against limescale damage."].join("\n");
const warrantyQuestion = "How long is the warranty on the Zephyr kettle?";
const warrantyFact = "seven-year warranty";

const entityNotFound = { status: 404, name: "ENTITY_NOT_FOUND_ERROR", message: "ENTITY_NOT_FOUND" };

const asOrganization = (organization: TestOrganization) => ({ key: organization.key, header: "Organization-Secret-Key" as const });

async function createPack(organization: TestOrganization, body: Record<string, unknown> = { name: "Kettle manuals" }, prefix = "/external") {
  const response = await callService(baseUrl, "POST", `${prefix}/packs`, { ...asOrganization(organization), body });
  expect(response.status).toBe(201);
  return response.body;
}

async function getPack(organization: TestOrganization, packId: string) {
  const response = await callService(baseUrl, "GET", `/external/packs/${packId}`, asOrganization(organization));
  expect(response.status).toBe(200);
  return response.body;
}

async function uploadDocument(organization: TestOrganization, file = { fileName: "kettle.md", contentType: "text/markdown", text: warrantyGuide }) {
  const issued = await callService(baseUrl, "POST", "/external/packs/documents/upload-url", {
    ...asOrganization(organization),
    body: { fileName: file.fileName, contentType: file.contentType },
  });
  expect(issued.status).toBe(200);
  const stored = await fetch(issued.body.signedUrl, { method: "PUT", headers: { "content-type": file.contentType }, body: file.text });
  expect(stored.status).toBe(200);
  return issued.body.storagePath as string;
}

function attach(organization: TestOrganization, packId: string, body: { fileName: string; storagePath: string }) {
  return callService(baseUrl, "POST", `/external/packs/${packId}/documents`, { ...asOrganization(organization), body });
}

async function attachedDocument(organization: TestOrganization, packId: string) {
  const response = await attach(organization, packId, { fileName: "kettle.md", storagePath: await uploadDocument(organization) });
  expect(response.status).toBe(201);
  return response.body;
}

function link(organization: TestOrganization, packId: string, agentId: string, method: "POST" | "DELETE" = "POST") {
  return callService(baseUrl, method, `/external/packs/${packId}/link/${agentId}`, asOrganization(organization));
}

/** Asks the agent in a new conversation of a new user, and answers its reply. */
async function ask(agent: TestAgent, message: string) {
  const user = await callService(baseUrl, "POST", "/external/users", {
    key: agent.key,
    body: { firstName: "Ada", lastName: "Lovelace", email: `user-${crypto.randomUUID()}@example.test` },
  });
  const conversation = await callService(baseUrl, "POST", "/external/conversations", { key: agent.key, body: { conversationUserId: user.body.id } });
  const reply = await callService(baseUrl, "POST", `/external/conversations/${conversation.body.id}/messages`, { key: agent.key, body: { message } });
  expect(reply.status).toBe(201);
  return reply.body as { message: string; fullAIResponse?: { fileCitations?: unknown[] } };
}

async function expectKnows(agent: TestAgent, document: { id: string; fileName: string }) {
  const reply = await ask(agent, warrantyQuestion);
  expect(reply.message).toContain(warrantyFact);
  expect(reply.fullAIResponse?.fileCitations).toEqual([{ fileId: document.id, filename: document.fileName }]);
}

async function expectDoesNotKnow(agent: TestAgent) {
  const reply = await ask(agent, warrantyQuestion);
  expect(reply.message).not.toContain(warrantyFact);
  expect(reply.fullAIResponse?.fileCitations ?? []).toEqual([]);
}

describe.each(prefixes)("packs under %s", (prefix) => {
  it("creates, lists, gets, updates and deletes a pack", async () => {
    const organization = await createTestOrganization(baseUrl);
    const as = asOrganization(organization);
    const created = await createPack(organization, { name: "  Kettle manuals ", description: "Manuals of our kettles" }, prefix);
    expect(created).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      organizationId: organization.id,
      name: "Kettle manuals",
      description: "Manuals of our kettles",
      instructions: null,
      status: "active",
      documents: [],
      linkedAgents: [],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });

    expect((await callService(baseUrl, "GET", `${prefix}/packs/${created.id}`, as)).body).toEqual(created);

    const second = await createPack(organization, { name: "Toaster manuals", status: "inactive", instructions: "Quote the manual." }, prefix);
    const listed = await callService(baseUrl, "GET", `${prefix}/packs?pageSize=1`, as);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual({
      currentPage: 1,
      pageSize: 1,
      totalItems: 2,
      totalPages: 2,
      hasNextPage: true,
      hasPreviousPage: false,
      data: [second],
    });
    const byName = await callService(baseUrl, "GET", `${prefix}/packs?orderBy=name&orderDirection=ASC`, as);
    expect(byName.body.data.map((pack: { name: string }) => pack.name)).toEqual(["Kettle manuals", "Toaster manuals"]);
    const inactive = await callService(baseUrl, "GET", `${prefix}/packs?status=inactive`, as);
    expect(inactive.body.data.map((pack: { id: string }) => pack.id)).toEqual([second.id]);

    const updated = await callService(baseUrl, "PUT", `${prefix}/packs/${created.id}`, {
      ...as,
      body: { name: "Kettles", instructions: "Answer from the manual.", status: "inactive" },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      id: created.id,
      name: "Kettles",
      description: "Manuals of our kettles",
      instructions: "Answer from the manual.",
      status: "inactive",
    });
    const cleared = await callService(baseUrl, "PUT", `${prefix}/packs/${created.id}`, { ...as, body: { instructions: null } });
    expect(cleared.body).toMatchObject({ name: "Kettles", instructions: null });

    const deleted = await callService(baseUrl, "DELETE", `${prefix}/packs/${created.id}`, as);
    expect(deleted.status).toBe(204);
    const gone = await callService(baseUrl, "GET", `${prefix}/packs/${created.id}`, as);
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject(entityNotFound);
  });

  it("refuses invalid fields with 400", async () => {
    const as = asOrganization(await createTestOrganization(baseUrl));
    const cases = [{}, { name: " " }, { name: "x".repeat(256) }, { name: "Pack", status: "archived" }];
    for (const body of cases) {
      const response = await callService(baseUrl, "POST", `${prefix}/packs`, { ...as, body });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ status: 400, name: "BAD_REQUEST" });
    }
  });
});

describe("pack documents and the agents' knowledge", () => {
  it("uploads and attaches a document, and a linked agent answers from it, citing it, until unlinked", async () => {
    const agent = await createTestAgent(baseUrl, { name: "Kettle helper" });
    const { organization } = agent;
    const pack = await createPack(organization);

    const storagePath = await uploadDocument(organization);
    expect(storagePath).toMatch(new RegExp(`^pack-documents/${organization.id}/[0-9a-f-]{36}/kettle\\.md$`));
    const attached = await attach(organization, pack.id, { fileName: "kettle.md", storagePath });
    expect(attached.status).toBe(201);
    const document = attached.body;
    expect(document).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      packId: pack.id,
      fileName: "kettle.md",
      contentType: "text/markdown",
      size: new TextEncoder().encode(warrantyGuide).length,
      status: "ready",
      passageCount: 1,
      createdAt: expect.any(String),
    });
    expect((await getPack(organization, pack.id)).documents).toEqual([document]);
    await expectDoesNotKnow(agent);

    const linked = await link(organization, pack.id, agent.id);
    expect(linked.status).toBe(200);
    expect(linked.body.linkedAgents).toEqual([{ id: agent.id, name: "Kettle helper" }]);
    expect((await link(organization, pack.id, agent.id)).body.linkedAgents).toHaveLength(1);
    await expectKnows(agent, document);

    const unlinked = await link(organization, pack.id, agent.id, "DELETE");
    expect(unlinked.status).toBe(200);
    expect(unlinked.body.linkedAgents).toEqual([]);
    await expectDoesNotKnow(agent);
  });

  it("adds a document attached to a linked pack, and forgets it when it is removed", async () => {
    const agent = await createTestAgent(baseUrl);
    const { organization } = agent;
    const pack = await createPack(organization);
    expect((await link(organization, pack.id, agent.id)).status).toBe(200);

    const document = await attachedDocument(organization, pack.id);
    await expectKnows(agent, document);

    const removed = await callService(baseUrl, "DELETE", `/api/external/packs/${pack.id}/documents/${document.id}`, asOrganization(organization));
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ id: pack.id, documents: [], linkedAgents: [{ id: agent.id }] });
    await expectDoesNotKnow(agent);

    const again = await callService(baseUrl, "DELETE", `/external/packs/${pack.id}/documents/${document.id}`, asOrganization(organization));
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject(entityNotFound);
  });

  it("keeps an inactive pack's documents out of its agents' knowledge, and forgets a deleted pack", async () => {
    const agent = await createTestAgent(baseUrl);
    const { organization } = agent;
    const pack = await createPack(organization);
    const document = await attachedDocument(organization, pack.id);
    await link(organization, pack.id, agent.id);
    await expectKnows(agent, document);

    const as = asOrganization(organization);
    expect((await callService(baseUrl, "PUT", `/external/packs/${pack.id}`, { ...as, body: { status: "inactive" } })).status).toBe(200);
    await expectDoesNotKnow(agent);
    expect((await callService(baseUrl, "PUT", `/external/packs/${pack.id}`, { ...as, body: { status: "active" } })).status).toBe(200);
    await expectKnows(agent, document);

    expect((await callService(baseUrl, "DELETE", `/external/packs/${pack.id}`, as)).status).toBe(204);
    await expectDoesNotKnow(agent);
  });

  it("refuses a document that is not uploaded, not issued to the organization, or cannot be indexed", async () => {
    const organization = await createTestOrganization(baseUrl);
    const other = await createTestOrganization(baseUrl);
    const pack = await createPack(organization);

    const issued = await callService(baseUrl, "POST", "/external/packs/documents/upload-url", {
      ...asOrganization(organization),
      body: { fileName: "later.md", contentType: "text/markdown" },
    });
    const notUploaded = await attach(organization, pack.id, { fileName: "later.md", storagePath: issued.body.storagePath });
    expect(notUploaded.status).toBe(400);
    expect(notUploaded.body).toMatchObject({
      status: 400,
      name: "BAD_REQUEST",
      message: "The document has not been uploaded yet.",
      details: [{ field: "storagePath" }],
    });

    for (const storagePath of ["pack-documents/nowhere/kettle.md", await uploadDocument(other)]) {
      const refused = await attach(organization, pack.id, { fileName: "kettle.md", storagePath });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe("The document was not uploaded through a pack document upload URL.");
    }

    const notPdf = await callService(baseUrl, "POST", "/external/packs/documents/upload-url", {
      ...asOrganization(organization),
      body: { fileName: "manual.pdf", contentType: "application/pdf" },
    });
    const refusedBytes = await fetch(notPdf.body.signedUrl, { method: "PUT", headers: { "content-type": "application/pdf" }, body: "plain words" });
    expect(refusedBytes.status).toBe(400);
    expect(await refusedBytes.json()).toMatchObject({ status: 400, name: "BAD_REQUEST", message: "The file is not a PDF: it does not start with %PDF-." });
    const unreadable = await attach(organization, pack.id, { fileName: "manual.pdf", storagePath: notPdf.body.storagePath });
    expect(unreadable.status).toBe(400);
    expect(unreadable.body.message).toBe("The document has not been uploaded yet.");

    const storagePath = await uploadDocument(organization);
    expect((await attach(organization, pack.id, { fileName: "kettle.md", storagePath })).status).toBe(201);
    const twice = await attach(organization, pack.id, { fileName: "kettle.md", storagePath });
    expect(twice.status).toBe(400);
    expect((await getPack(organization, pack.id)).documents).toHaveLength(1);
  });

  it("issues upload URLs only for PDF, Markdown and plain text whose name agrees", async () => {
    const as = asOrganization(await createTestOrganization(baseUrl));
    const cases = [
      { fileName: "photo.png", contentType: "image/png" },
      { fileName: "manual.exe", contentType: "text/plain" },
      { fileName: "manual.pdf", contentType: "text/markdown" },
    ];
    for (const body of cases) {
      const response = await callService(baseUrl, "POST", "/api/external/packs/documents/upload-url", { ...as, body });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ status: 400, name: "BAD_REQUEST" });
    }
    const plain = await callService(baseUrl, "POST", "/api/external/packs/documents/upload-url", {
      ...as,
      body: { fileName: "notes.txt", contentType: "text/plain" },
    });
    expect(plain.status).toBe(200);
    expect(new URL(plain.body.signedUrl).pathname).toBe("/api/external/files/upload");
  });
});

describe("packs across organizations", () => {
  it("answers 404 for another organization's pack, document and agent", async () => {
    const agent = await createTestAgent(baseUrl);
    const { organization } = agent;
    const pack = await createPack(organization);
    const document = await attachedDocument(organization, pack.id);
    const outsider = await createTestAgent(baseUrl);
    const theirs = asOrganization(outsider.organization);

    const attempts: [string, string, unknown?][] = [
      ["GET", `/external/packs/${pack.id}`],
      ["PUT", `/external/packs/${pack.id}`, { name: "Taken" }],
      ["DELETE", `/external/packs/${pack.id}`],
      ["POST", `/external/packs/${pack.id}/documents`, { fileName: "kettle.md", storagePath: await uploadDocument(outsider.organization) }],
      ["DELETE", `/external/packs/${pack.id}/documents/${document.id}`],
      ["POST", `/external/packs/${pack.id}/link/${outsider.id}`],
      ["DELETE", `/external/packs/${pack.id}/link/${outsider.id}`],
      ["GET", "/external/packs/not-a-uuid"],
      ["GET", `/external/packs/${crypto.randomUUID()}`],
    ];
    for (const [method, path, body] of attempts) {
      const response = await callService(baseUrl, method, path, { ...theirs, body });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.body).toMatchObject(entityNotFound);
    }
    expect((await callService(baseUrl, "GET", "/external/packs", theirs)).body.data).toEqual([]);

    const ownPack = await createPack(outsider.organization);
    const documentOfAnotherPack = await callService(baseUrl, "DELETE", `/external/packs/${ownPack.id}/documents/${document.id}`, theirs);
    expect(documentOfAnotherPack.status).toBe(404);

    for (const method of ["POST", "DELETE"] as const) {
      const linkOutsider = await link(organization, pack.id, outsider.id, method);
      expect(linkOutsider.status).toBe(404);
      expect(linkOutsider.body).toMatchObject({ ...entityNotFound, details: [{ entity: "Agent", id: outsider.id }] });
    }

    const untouched = await getPack(organization, pack.id);
    expect(untouched).toMatchObject({ name: "Kettle manuals", documents: [{ id: document.id }], linkedAgents: [] });
    await expectDoesNotKnow(outsider);
  });
});
