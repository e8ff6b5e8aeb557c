import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { callService, createTestAgent, createTestConversation, eventually, type TestAgent } from "@/tests/support/agent-service";

const baseUrl = inject("baseUrl");

/** The shop's delivery page, on loopback (allowed by the test server's SCRAPER_ALLOWED_HOSTS). */
let site: Server;
let pageUrl: string;
const pageTitle = "Delivery and shipping";

const hoursFile = `# Shop

## Hours
Opening hours are 9 to 5 on weekdays. On Sundays we are closed.
`;

beforeAll(async () => {
  site = createServer((request, response) => {
    if (request.url === "/delivery") {
      return response.writeHead(200, { "content-type": "text/html; charset=utf-8" })
        .end(`<!doctype html><html><head><title>${pageTitle}</title></head><body><main><h1>Delivery</h1>
          <p>Delivery is free for orders over 50 euros. Parcels to Canada take 6 days.</p></main></body></html>`);
    }
    response.writeHead(404, { "content-type": "text/plain" }).end("Not found");
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  pageUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/delivery`;
});

afterAll(async () => {
  site.closeAllConnections();
  await new Promise((resolve) => site.close(resolve));
});

/** An agent answering from one file and one crawled page. */
async function shopAgent(): Promise<{ agent: TestAgent; fileId: string }> {
  const agent = await createTestAgent(baseUrl);
  const form = new FormData();
  form.append("file", new Blob([hoursFile], { type: "text/markdown" }), "hours.md");
  const uploaded = await callService(baseUrl, "POST", "/api/external/agent-files/upload", { key: agent.key, form });
  expect(uploaded.status).toBe(200);
  expect((await callService(baseUrl, "PUT", `/api/external/agent-files/${uploaded.body.id}/add-to-vector-store`, { key: agent.key })).status).toBe(200);

  const asOrganization = { key: agent.organization.key, header: "Organization-Secret-Key" as const };
  const scraping = `/external/agent-scraps/${agent.id}/scraping`;
  const config = await callService(baseUrl, "POST", scraping, { ...asOrganization, body: { url: pageUrl, pageLimit: 1, maxDepth: 0 } });
  expect(config.status).toBe(201);
  expect((await callService(baseUrl, "POST", `${scraping}/${config.body.id}/run`, asOrganization)).status).toBe(201);
  await eventually(async () => {
    const { body } = await callService(baseUrl, "GET", `${scraping}/${config.body.id}`, asOrganization);
    return body.lastRun?.status === "completed" && body.lastRun.pagesIndexed === 1 ? body : undefined;
  }, 20_000);
  return { agent, fileId: uploaded.body.id };
}

/** A conversation of one user with the agent: `say` answers the agent's reply as the API returns it. */
async function conversationWith(agent: TestAgent) {
  const { conversation } = await createTestConversation(baseUrl, agent);
  return async (message: string) => {
    const reply = await callService(baseUrl, "POST", `/external/conversations/${conversation.id}/messages`, { key: agent.key, body: { message } });
    expect(reply.status).toBe(201);
    return {
      text: reply.body.message as string,
      fileCitations: reply.body.fullAIResponse?.fileCitations ?? [],
      urlCitations: reply.body.fullAIResponse?.urlCitations ?? [],
    };
  };
}

describe("what the default responder answers and cites, over HTTP", () => {
  it("cites crawled pages by URL, answers each question of a message, and cites nothing for an unrelated question", async () => {
    const { agent, fileId } = await shopAgent();
    const hours = { fileId, filename: "hours.md" };
    const page = { url: pageUrl, title: pageTitle };
    const say = await conversationWith(agent);

    const delivery = await say("Is delivery free?");
    expect(delivery).toEqual({ text: "Delivery is free for orders over 50 euros.", fileCitations: [], urlCitations: [page] });

    const both = await say("What are your opening hours and how long do parcels to Canada take?");
    expect(both.text).toBe("Opening hours are 9 to 5 on weekdays. Parcels to Canada take 6 days.");
    expect(both).toMatchObject({ fileCitations: [hours], urlCitations: [page] });

    const unrelated = await say("What is the weather like in Paris?");
    expect(unrelated.text).toMatch(/don't know/);
    expect(unrelated).toMatchObject({ fileCitations: [], urlCitations: [] });

    const half = await (await conversationWith(agent))("Are you closed on Sundays? Do you sell gift cards?");
    expect(half.text).toBe(
      "On Sundays we are closed.\n\nI'm sorry, I don't know the answer to “Do you sell gift cards?”. I've asked a person from the team to help.",
    );
    expect(half).toMatchObject({ fileCitations: [hours], urlCitations: [] });
  });

  it("answers a follow-up from the question before it", async () => {
    const { agent } = await shopAgent();
    const say = await conversationWith(agent);
    await say("What are your opening hours?");
    expect((await say("And on Sundays?")).text).toBe("On Sundays we are closed.");
  });
});
