import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { callService, eventually, type KeyHeader, type ServiceResponse } from "@/tests/support/agent-service";
import { handbook } from "@/tests/support/handbook";
import { checkAgainstReference, formatProblem, operationKey, realDeployment, successSchema } from "@/tests/support/real-deployment";
import { testSuperAdminKeys } from "@/tests/support/test-server.mjs";

const baseUrl = inject("baseUrl");

/**
 * Every one of the real deployment's 51 documented operations, called on the embedded service over HTTP in a
 * run that leaves optional fields empty (no title, no phone number, …), and every answer held to a client
 * generated from the real deployment's document: no null where it declares none, required fields present,
 * types, formats and enums as declared.
 */
const answers = new Map<string, ServiceResponse[]>();

type Call = { key: string; header: KeyHeader; body?: unknown; form?: FormData };

/** Calls `METHOD /external/template` with the template's `{names}` filled in, and keeps the answer under the template. */
async function call(operation: string, values: Record<string, string>, { key, header, body, form }: Call, query = "") {
  const [method, template] = operation.split(" ") as [string, string];
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name]!));
  const response = await callService(baseUrl, method, `${path}${query}`, { key, header, body, form });
  answers.set(operation, [...(answers.get(operation) ?? []), response]);
  return response;
}

/** A webhook receiver on 127.0.0.1 (an allowed host of the test server). */
const receiver = createServer((request, response) => {
  request.resume();
  request.on("end", () => response.writeHead(204).end());
});

function knowledgeFile(name: string) {
  const form = new FormData();
  form.append("file", new Blob([handbook], { type: "text/markdown" }), name);
  return form;
}

async function callEveryOperation() {
  const superAdmin: Call = { key: testSuperAdminKeys.us, header: "Super-Admin-Secret-Key" };
  const tag = crypto.randomUUID().slice(0, 8);
  const organization = await call(
    "POST /external/organizations",
    {},
    {
      ...superAdmin,
      body: { name: `Shapes ${tag}`, users: [{ email: `owner-${tag}@example.test`, role: "owner" }], licenseKey: `license-shapes-${tag}` },
    },
  );
  expect(organization.status).toBe(201);
  const org: Call = { key: organization.body.organizationApiKey, header: "Organization-Secret-Key" };
  const subscription = organization.body.subscription;
  await call("GET /external/subscriptions", {}, superAdmin, "?status=active");

  const roles = await call("GET /external/agent-roles/by-api-key", {}, org);
  const created = await call(
    "POST /external/agents",
    {},
    {
      ...org,
      body: { roleId: roles.body[0].id, name: "Shapes", publicName: "Shapes", outputJsonSchema: "{}", tags: [], isApiSkillEnabled: true },
    },
  );
  expect(created.status).toBe(201);
  const agentId: string = created.body.id;
  await call("PUT /external/agents/{id}", { id: agentId }, { ...org, body: { outputJsonSchema: "{}", instructions: "Answer from the handbook." } });
  const apiKey = await callService(baseUrl, "POST", `/external/agent-api-keys/${agentId}`, { ...org, body: { name: "Shapes" } });
  expect(apiKey.status).toBe(201);
  const agent: Call = { key: apiKey.body.apiKey, header: "Agent-Secret-Key" };
  await call("GET /external/platform-users", {}, org);
  await call("GET /external/agents/by-api-key", {}, agent);

  const user = await call("POST /external/users", {}, { ...agent, body: { firstName: "Ada", lastName: "Shape", email: `ada-${tag}@example.test` } });
  expect(user.status).toBe(201);
  const userId: string = user.body.id;
  await call("GET /external/users/{id}", { id: userId }, agent);
  await call("GET /external/users/search", {}, agent, `?email=${encodeURIComponent(user.body.email)}`);

  const amounts = {
    tokensAmountPerMonth: subscription.tokensAmountPerMonth,
    smsAmountPerMonth: subscription.smsAmountPerMonth,
    emailsAmountPerMonth: subscription.emailsAmountPerMonth,
    secondsAmountPerMonth: subscription.secondsAmountPerMonth,
  };
  await call("POST /external/users/{id}/limits", { id: userId }, { ...agent, body: amounts });
  await call("GET /external/users/{id}/limits", { id: userId }, agent);
  await call("PUT /external/users/{id}/limits", { id: userId }, { ...agent, body: amounts });
  await call("DELETE /external/users/{id}/limits", { id: userId }, agent);
  await call("POST /external/agents/limits", {}, { ...agent, body: amounts });
  await call("GET /external/agents/limits", {}, agent);
  await call("PUT /external/agents/limits", {}, { ...agent, body: { tokensAmountPerMonth: amounts.tokensAmountPerMonth } });
  await call("DELETE /external/agents/limits", {}, agent);

  const conversation = await call("POST /external/conversations", {}, { ...agent, body: { conversationUserId: userId } });
  expect(conversation.status).toBe(201);
  const id: string = conversation.body.id;
  await call("GET /external/conversations", {}, agent, "?page=1&pageSize=10&orderBy=updatedAt&orderDirection=DESC&withFeedbacksOnly=false");
  await call("GET /external/conversations/states", {}, agent);
  await call("GET /external/conversations/{id}", { id }, agent);
  await call("PUT /external/conversations/{id}", { id }, { ...agent, body: { context: "Asks about the handbook." } });

  const reply = await call("POST /external/conversations/{id}/messages", { id }, { ...agent, body: { message: "Hello" } });
  expect(reply.status).toBe(201);
  await call("PUT /external/conversations/{id}/mode", { id }, { ...agent, body: { mode: "ai" } });
  const upload = await call(
    "POST /external/conversations/{id}/message-files/upload-url",
    { id },
    { ...agent, body: { fileName: "note.txt", contentType: "text/plain" } },
  );
  expect(upload.status).toBe(200);
  const put = await fetch(upload.body.signedUrl, { method: "PUT", headers: { "content-type": "text/plain" }, body: "A note." });
  expect(put.status).toBe(200);
  await call("PUT /external/conversations/{id}/mode", { id }, { ...agent, body: { mode: "ai" } });
  await call(
    "POST /external/conversations/{id}/messages",
    { id },
    {
      ...agent,
      body: { message: "See the note", files: [{ fileName: "note.txt", storagePath: upload.body.storagePath }] },
    },
  );
  const history = await call("GET /external/conversations/{id}/messages", { id }, agent);
  const fileId: string = history.body.messages.flatMap((message: { files?: { id: string }[] }) => message.files ?? [])[0].id;
  await call("GET /external/conversations/{id}/message-files/{fileId}/signed-url", { id, fileId }, agent);

  await call("PUT /external/conversations/{id}/mode", { id }, { ...agent, body: { mode: "ai" } });
  const question = await call("POST /external/conversations/{id}/messages/async", { id }, { ...agent, body: { message: "What does the handbook say?" } });
  expect(question.status).toBe(201);
  await eventually(async () => {
    const answer = await call("GET /external/conversations/{id}/messages/{questionMessageId}/response-on", { id, questionMessageId: question.body.id }, agent);
    return answer.body.status === "pending" ? undefined : answer;
  });
  await call("PUT /external/conversations/{id}/mode", { id }, { ...agent, body: { mode: "manual" } });
  await call(
    "POST /external/conversations/{id}/send-manual-message",
    { id },
    {
      ...agent,
      body: { message: "A person answers.", conversationMessageId: question.body.id },
    },
  );
  await call(
    "POST /external/conversation-message-feedbacks",
    {},
    {
      ...agent,
      body: { conversationMessageId: question.body.id, userId, voteType: "up", question: "What does the handbook say?" },
    },
  );
  await call("GET /external/conversations/{id}/messages", { id }, agent, "?shouldIncludeFeedbacks=true&orderDirection=DESC");
  await call("GET /external/conversations/{id}", { id }, agent);
  await call("GET /external/conversations", {}, agent, "?withFeedbacksOnly=true");
  await call(
    "POST /external/conversations/start",
    {},
    {
      ...agent,
      body: { channel: "email", firstName: "Bo", lastName: "Shape", email: `bo-${tag}@example.test`, emailSubject: "Hello", emailIntroduction: "Hi Bo" },
    },
  );

  await call("POST /external/prompts", {}, { ...agent, body: { prompt: "Summarise the handbook." } });
  const prompt = await call("POST /external/prompts/async", {}, { ...agent, body: { prompt: "Summarise the handbook." } });
  await eventually(async () => {
    const result = await call("GET /external/prompts/{id}/response-on", { id: prompt.body.promptId }, agent);
    return result.body.status === "pending" ? undefined : result;
  });
  await call("POST /external/prompts/upload-url", {}, { ...agent, body: { fileName: "brief.txt", contentType: "text/plain" } });

  const file = await call("POST /external/agent-files/upload", {}, { ...agent, form: knowledgeFile("handbook.md") });
  expect(file.status).toBe(200);
  await call("GET /external/agent-files/by-api-key", {}, agent);
  await call("PUT /external/agent-files/{id}/add-to-vector-store", { id: file.body.id }, agent);
  await call("GET /external/agent-files/by-api-key", {}, agent);
  await call("DELETE /external/agent-files/{id}/delete-from-vector-store", { id: file.body.id }, agent);
  await call("PUT /external/agent-files/{id}/add-to-vector-store/async", { id: file.body.id }, agent);
  await call("DELETE /external/agent-files/{id}/delete", { id: file.body.id }, agent);
  const other = await call("POST /external/agent-files/upload", {}, { ...agent, form: knowledgeFile("other.md") });
  await call("DELETE /external/agent-files", {}, { ...agent, body: { fileIds: [other.body.id] } });

  await call("GET /external/agents/statistic", {}, agent, `?conversationUserId=${userId}`);
  const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  await call(
    "POST /external/agents/webhooks",
    {},
    { ...agent, body: { title: "Shapes", description: "Manual events", url: hookUrl, triggerCondition: "manual" } },
  );
  await call("POST /external/resource-usage", {}, { ...agent, body: { type: "OPENAI_TOKENS", amount: 10 } });
  await call("GET /external/agents/users", {}, agent, "?page=1&pageSize=5&orderBy=createdAt&orderDirection=ASC");
  await call("GET /external/agents/{id}/users", { id: agentId }, org, "?page=1&pageSize=5");
  await call("GET /external/agents/by-api-key", {}, agent);

  const leaving = await call("POST /external/users", {}, { ...agent, body: { firstName: "Cy", lastName: "Shape", fkId: `fk-${tag}` } });
  await call("POST /external/conversations", {}, { ...agent, body: { conversationUserId: leaving.body.id, title: "Leaving" } });
  await call("DELETE /external/conversations", {}, { ...agent, body: { conversationUserId: leaving.body.id } });
  await call("DELETE /external/users/{id}", { id: leaving.body.id }, agent);
}

beforeAll(async () => {
  receiver.listen(0, "127.0.0.1");
  await once(receiver, "listening");
  await callEveryOperation();
}, 120_000);

afterAll(() => {
  receiver.closeAllConnections();
  receiver.close();
});

describe("the strict check", () => {
  it("refuses a null the document does not allow, a missing required field, a wrong type and a value outside an enum", () => {
    const problems = checkAgainstReference(realDeployment, "ConversationResponseDTO", {
      id: "c",
      title: null,
      aiConversationId: "conv_1",
      mode: "paused",
      user: { id: "u", firstName: "A", lastName: "B", isAnonymized: "no" },
      createdAt: "2026-01-01T00:00:00.000Z",
      updatedAt: "yesterday",
      isAnonymized: false,
    }).map(formatProblem);
    expect(problems).toEqual([
      "conversationUserId: required, missing",
      "title: null, but not nullable",
      'mode: "paused" is not one of manual, ai',
      "user.isAnonymized: expected boolean, got string",
      'updatedAt: not a date-time: "yesterday"',
    ]);
  });

  it("accepts null where the document allows it, and fields it does not name", () => {
    const message = { status: "pending", message: null, error: null, extension: { any: null } };
    expect(checkAgainstReference(realDeployment, "GetResponseOnResponseDTO", message)).toEqual([]);
  });
});

/**
 * The error bodies as they are on the wire: `name` is declared an object with a string default (reference §2,
 * §8.6); it is that string.
 */
const wireErrors = {
  dtos: Object.fromEntries(
    Object.entries(realDeployment.dtos).map(([name, fields]) => [
      name,
      fields.map((field) => (name.endsWith("ErrorDTO") && field.name === "name" ? { ...field, type: "string" } : field)),
    ]),
  ),
};

describe("every answer of the real deployment's 51 operations, as a client generated from its document reads it", () => {
  it.each(realDeployment.operations.map((operation) => [operationKey(operation), operation] as const))(
    "%s refuses a wrong key with its 403 body",
    async (_, operation) => {
      const path = operation.path.replace(/\{\w+\}/g, () => crypto.randomUUID());
      const body = operation.method === "GET" ? undefined : {};
      const refused = await callService(baseUrl, operation.method, path, { key: "not-a-key", header: operation.auth as KeyHeader, body });
      expect(refused.status).toBe(403);
      expect(checkAgainstReference(wireErrors, "ForbiddenErrorDTO", refused.body).map(formatProblem)).toEqual([]);
    },
  );

  it("called all 51", () => {
    const missing = realDeployment.operations.map(operationKey).filter((key) => !answers.has(key));
    expect(missing).toEqual([]);
  });

  it.each(realDeployment.operations.map((operation) => [operationKey(operation), operation] as const))("%s", (key, operation) => {
    const schema = successSchema(operation);
    const problems = (answers.get(key) ?? []).flatMap((answer, index) => {
      const at = `answer ${index + 1}`;
      if (answer.status !== operation.successStatus)
        return [`${at}: status ${answer.status}, expected ${operation.successStatus}: ${JSON.stringify(answer.body)}`];
      if (!schema) return answer.body === undefined ? [] : [`${at}: a body where the document declares none`];
      return checkAgainstReference(realDeployment, schema, answer.body).map((problem) => `${at}: ${formatProblem(problem)}`);
    });
    expect(answers.get(key)?.length, "answers seen").toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });
});
