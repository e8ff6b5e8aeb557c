import { readFileSync } from "node:fs";

import { beforeAll, describe, expect, inject, it } from "vitest";

import { auditEntryOf } from "@/tests/support/audit-log";
import { ConsoleSession } from "@/tests/support/http-session";
import { testPassword, testUsers } from "@/tests/support/test-server-users";

const baseUrl = inject("baseUrl");
const serverLog = inject("serverLog");
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const json = (body: unknown, headers: Record<string, string> = {}) => ({
  headers: { "content-type": "application/json", ...headers },
  body: JSON.stringify(body),
});
/** The same server under another name for itself: 127.0.0.1 instead of localhost. */
const byAddress = (url: string) => url.replace("//localhost:", "//127.0.0.1:");

describe("X-Request-Id on every answer of the console", () => {
  const superadmin = new ConsoleSession(baseUrl, "198.18.17.1");
  const viewer = new ConsoleSession(baseUrl, "198.18.17.2");
  let packs = "";

  beforeAll(async () => {
    await superadmin.signIn(testUsers.superadmin.email, testPassword);
    await viewer.signIn(testUsers.viewer.email, testPassword);
    const organizations = (await (await superadmin.request("/api/console/organizations")).json()) as { id: string; name: string }[];
    packs = `/api/console/organizations/${organizations.find((organization) => organization.name === "Northwind Outfitters")!.id}/packs`;
  });

  it("names successes, refusals and the routes outside the wrapper, each with an id of its own", async () => {
    const answers = [
      await superadmin.request("/api/console/organizations"),
      await new ConsoleSession(baseUrl).request("/api/console/organizations"),
      await viewer.request("/api/console/audit"),
      await superadmin.request(`${packs}/documents/upload-url`, { method: "POST", ...json({ fileName: "" }) }),
      await superadmin.request(packs, {
        method: "POST",
        ...json({ name: "Cross-site" }),
        headers: { "sec-fetch-site": "cross-site", "content-type": "application/json" },
      }),
      await superadmin.request("/api/health"),
      await superadmin.request("/api/auth/session"),
      await superadmin.request("/api/console/invitations/accept", { method: "POST", ...json({}) }),
      await superadmin.request(`/api/webhooks/${crypto.randomUUID()}`, { method: "POST", ...json({}) }),
      await superadmin.request("/"),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 401, 403, 400, 403, 200, 200, 400, expect.any(Number), expect.any(Number)]);
    const ids = answers.map((answer) => answer.headers.get("x-request-id"));
    for (const id of ids) expect(id).toMatch(uuid);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("echoes a caller's well-formed id, in the answer and the audit log, and replaces one that is not", async () => {
    const echoed = await superadmin.request(packs, { method: "POST", ...json({ name: "" }, { "x-request-id": "console-case-17a" }) });
    expect(echoed.status).toBe(400);
    expect(echoed.headers.get("x-request-id")).toBe("console-case-17a");
    const page = await superadmin.request("/", { headers: { "x-request-id": "page-case-17" } });
    expect(page.headers.get("x-request-id")).toBe("page-case-17");
    const replaced = await superadmin.request("/api/console/organizations", { headers: { "x-request-id": "not a well formed id" } });
    expect(replaced.headers.get("x-request-id")).toMatch(uuid);
  });

  it("passes its id to the API it calls, and logs a failure upstream with it", async () => {
    const pack = (await (await superadmin.request(packs, { method: "POST", ...json({ name: "Request id pack" }) })).json()) as { id: string };
    const requestId = `console-upstream-${crypto.randomUUID()}`;
    const refused = await superadmin.request(`${packs}/${pack.id}/documents`, {
      method: "POST",
      ...json({ fileName: "never.md", storagePath: `packs/${crypto.randomUUID()}/never.md` }, { "x-request-id": requestId }),
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.headers.get("x-request-id")).toBe(requestId);
    const audited = await auditEntryOf(superadmin, "pack.document.attach", requestId);
    expect(audited?.details).toMatchObject({ upstreamRequestId: requestId });
    expect(readFileSync(serverLog, "utf8")).toContain(`(request ${requestId}, upstream request ${requestId})`);
    await superadmin.request(`${packs}/${pack.id}`, { method: "DELETE" });
  });
});

describe("signed URLs the console hands to the browser", () => {
  it("are on the origin the browser used", async () => {
    for (const origin of [baseUrl, byAddress(baseUrl)]) {
      const session = new ConsoleSession(origin, "198.18.17.3");
      await session.signIn(testUsers.superadmin.email, testPassword);
      const organizations = (await (await session.request("/api/console/organizations")).json()) as { id: string; name: string }[];
      const organizationId = organizations.find((organization) => organization.name === "Northwind Outfitters")!.id;
      const ticket = await session.request(`/api/console/organizations/${organizationId}/packs/documents/upload-url`, {
        method: "POST",
        ...json({ fileName: "notes.md", contentType: "text/markdown" }),
      });
      expect(ticket.status).toBe(200);
      const { signedUrl } = (await ticket.json()) as { signedUrl: string };
      expect(new URL(signedUrl).origin).toBe(new URL(origin).origin);
      const put = await fetch(signedUrl, { method: "PUT", headers: { "content-type": "text/markdown" }, body: "# Notes\n" });
      expect(put.status).toBe(200);
    }
  });
});
