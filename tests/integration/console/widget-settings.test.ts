import { beforeAll, describe, expect, inject, it } from "vitest";

import { ConsoleSession } from "@/tests/support/http-session";
import { invite } from "@/tests/support/invite";
import { northwindOrganizationId } from "@/tests/support/northwind";
import { testPassword, testUsers } from "@/tests/support/test-server-users";

const baseUrl = inject("baseUrl");
const put = (body: unknown) => ({ method: "PUT", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

type WidgetSettings = { allowedOrigins: string[]; preChatForm: string; snippet: string; previewUrl: string; updatedAt: string | null };

describe("an agent's website chat settings through the console", () => {
  const superadmin = new ConsoleSession(baseUrl, "198.18.31.1");
  const admin = new ConsoleSession(baseUrl, "198.18.31.2");
  const operator = new ConsoleSession(baseUrl, "198.18.31.3");
  const suffix = Date.now().toString(36);
  let agentId = "";
  let widget = "";

  beforeAll(async () => {
    await superadmin.signIn(testUsers.superadmin.email, testPassword);
    const organizationId = await northwindOrganizationId(superadmin);
    await invite(baseUrl, superadmin, `widget-admin-${suffix}@example.test`, "org_admin", organizationId);
    await invite(baseUrl, superadmin, `widget-operator-${suffix}@example.test`, "operator", organizationId);
    expect(await admin.signIn(`widget-admin-${suffix}@example.test`, testPassword)).toBeUndefined();
    expect(await operator.signIn(`widget-operator-${suffix}@example.test`, testPassword)).toBeUndefined();

    const agents = `/api/console/organizations/${organizationId}/agents`;
    const roles = (await (await admin.request(`/api/console/organizations/${organizationId}/agent-roles`)).json()) as { id: string; name: string }[];
    const created = await admin.request(agents, {
      ...put({
        roleId: roles.find((role) => role.name === "Customer support")!.id,
        name: `Website desk ${suffix}`,
        publicName: "Wes",
        instructions: "Help visitors of the website.",
        model: "gpt-5-mini",
        tags: [],
        outputJsonSchema: "{}",
      }),
      method: "POST",
    });
    expect(created.status).toBe(201);
    agentId = ((await created.json()) as { id: string }).id;
    widget = `${agents}/${agentId}/widget`;
  });

  it("reads the defaults for an agent never set up: no website, the snippet and the preview on the console's origin", async () => {
    const response = await admin.request(widget);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      allowedOrigins: [],
      preChatForm: "optional",
      snippet: `<script src="${baseUrl}/widget.js" data-agent="${agentId}" async></script>`,
      previewUrl: `${baseUrl}/widget/${agentId}`,
      updatedAt: null,
    });
  });

  it("saves the origins an admin lists in their normal form, once each, and audits the change", async () => {
    const saved = await admin.request(
      widget,
      put({ allowedOrigins: ["HTTPS://Shop.Example.com/", "https://shop.example.com", "http://127.0.0.1:4999"], preChatForm: "required" }),
    );
    expect(saved.status).toBe(200);
    const body = (await saved.json()) as WidgetSettings;
    expect(body).toMatchObject({ allowedOrigins: ["https://shop.example.com", "http://127.0.0.1:4999"], preChatForm: "required" });
    expect(body.updatedAt).not.toBeNull();
    expect(await (await admin.request(widget)).json()).toMatchObject({
      allowedOrigins: ["https://shop.example.com", "http://127.0.0.1:4999"],
      preChatForm: "required",
    });

    const audit = (await (await superadmin.request("/api/console/audit?action=widget_settings.update")).json()) as {
      entries: { outcome: string; target: string; details: Record<string, unknown> | null }[];
    };
    expect(audit.entries[0]).toMatchObject({
      outcome: "success",
      target: `agent:${agentId} widget`,
      details: { allowedOrigins: ["https://shop.example.com", "http://127.0.0.1:4999"], preChatForm: "required" },
    });
  });

  it("refuses an origin with a path on its field, and keeps what was saved", async () => {
    const refused = await admin.request(
      widget,
      put({ allowedOrigins: ["https://a.example", "https://b.example", "https://shop.example.com/contact"], preChatForm: "off" }),
    );
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: { code: "INVALID_INPUT", fields: { "allowedOrigins.2": expect.stringContaining("no path") } } });
    expect(await (await admin.request(widget)).json()).toMatchObject({
      allowedOrigins: ["https://shop.example.com", "http://127.0.0.1:4999"],
      preChatForm: "required",
    });
  });

  it("refuses an operator, reading or saving", async () => {
    expect((await operator.request(widget)).status).toBe(403);
    expect((await operator.request(widget, put({ allowedOrigins: ["https://evil.example"], preChatForm: "off" }))).status).toBe(403);
  });

  it("answers 404 for an agent the organization does not have", async () => {
    const elsewhere = widget.replace(/agents\/[^/]+/, "agents/00000000-0000-4000-8000-000000000000");
    expect((await admin.request(elsewhere)).status).toBe(404);
    expect((await admin.request(elsewhere, put({ allowedOrigins: [], preChatForm: "off" }))).status).toBe(404);
  });
});
