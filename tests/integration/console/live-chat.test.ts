import { beforeAll, describe, expect, inject, it } from "vitest";

import { ConsoleSession } from "@/tests/support/http-session";
import { northwindOrganizationId } from "@/tests/support/northwind";
import { testPassword, testUsers } from "@/tests/support/test-server-users";

const baseUrl = inject("baseUrl");
const json = (method: string, body: unknown) => ({ method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

/** A 1×1 PNG. */
const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");

type LiveChat = Record<string, unknown> & {
  enabled: boolean;
  titleLine1: string;
  avatarStoragePath: string | null;
  avatarUrl: string | null;
  businessHours: { timezone: string; intervals: { day: string; start: string; end: string }[]; outsideHoursMessage: string } | null;
  updatedAt: string | null;
};

describe("an agent's live chat through the console", () => {
  const superadmin = new ConsoleSession(baseUrl, "198.18.3.40");
  let agentPath = "";
  let liveChat = "";

  beforeAll(async () => {
    await superadmin.signIn(testUsers.superadmin.email, testPassword);
    const organizationId = await northwindOrganizationId(superadmin);
    const agents = `/api/console/organizations/${organizationId}/agents`;
    const roles = (await (await superadmin.request(`/api/console/organizations/${organizationId}/agent-roles`)).json()) as { id: string; name: string }[];
    const created = await superadmin.request(
      agents,
      json("POST", {
        roleId: roles.find((role) => role.name === "Customer support")!.id,
        name: `Live chat desk ${Date.now().toString(36)}`,
        publicName: "Lia",
        description: "Answers the site's chat.",
        instructions: "Help visitors of the site.",
        model: "gpt-5-mini",
        tags: ["chat"],
        outputJsonSchema: "{}",
      }),
    );
    expect(created.status).toBe(201);
    agentPath = `${agents}/${((await created.json()) as { id: string }).id}`;
    liveChat = `${agentPath}/live-chat`;
  });

  it("reads the defaults, off, for an agent whose live chat was never saved, without the API's bookkeeping", async () => {
    const response = await superadmin.request(liveChat);
    expect(response.status).toBe(200);
    const config = (await response.json()) as LiveChat;
    expect(config).toMatchObject({ enabled: false, position: "bottom-right", avatarStoragePath: null, avatarUrl: null, businessHours: null, updatedAt: null });
    for (const field of ["agentId", "systemName", "status", "intro"]) expect(config).not.toHaveProperty(field);
  });

  it("uploads an avatar through a signed URL, saves the configuration with it and serves the image back", async () => {
    const ticket = await superadmin.request(`${liveChat}/images/upload-url`, json("POST", { fileName: "avatar.png", contentType: "image/png" }));
    expect(ticket.status).toBe(200);
    const { signedUrl, storagePath } = (await ticket.json()) as { signedUrl: string; storagePath: string };
    expect(new URL(signedUrl).origin).toBe(new URL(baseUrl).origin);
    expect((await fetch(signedUrl, { method: "PUT", headers: { "content-type": "image/png" }, body: png })).ok).toBe(true);

    const current = (await (await superadmin.request(liveChat)).json()) as LiveChat;
    const saved = await superadmin.request(
      liveChat,
      json("PUT", {
        ...current,
        updatedAt: undefined,
        enabled: true,
        titleLine1: "Northwind help",
        color: "#0B5D1E",
        position: "bottom-left",
        avatarStoragePath: storagePath,
        avatarUrl: null,
        businessHours: { timezone: "Europe/Berlin", intervals: [{ day: "monday", start: "09:00", end: "17:00" }], outsideHoursMessage: "Back on Monday." },
      }),
    );
    expect(saved.status).toBe(200);
    const body = (await saved.json()) as LiveChat;
    expect(body).toMatchObject({ enabled: true, titleLine1: "Northwind help", color: "#0B5D1E", position: "bottom-left", avatarStoragePath: storagePath });
    expect(body.updatedAt).not.toBeNull();
    expect(body.avatarUrl).toContain("/files/download");

    const image = await fetch(body.avatarUrl!);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await image.arrayBuffer()).equals(png)).toBe(true);

    const read = (await (await superadmin.request(liveChat)).json()) as LiveChat;
    expect(read).toMatchObject({ enabled: true, titleLine1: "Northwind help", avatarStoragePath: storagePath, businessHours: { timezone: "Europe/Berlin" } });

    const audit = (await (await superadmin.request("/api/console/audit?action=live_chat.update")).json()) as {
      entries: { outcome: string; target: string; details: Record<string, unknown> | null }[];
    };
    expect(audit.entries[0]).toMatchObject({ outcome: "success", target: expect.stringContaining(agentPath.split("/").at(-1)!) });
  });

  it("puts bad settings on their fields: a colour, overlapping hours, an image never uploaded, an SVG", async () => {
    const badColour = await superadmin.request(liveChat, json("PUT", { color: "blue" }));
    expect(badColour.status).toBe(400);
    expect(await badColour.json()).toMatchObject({ error: { code: "INVALID_INPUT", fields: { color: expect.any(String) } } });

    const overlapping = await superadmin.request(
      liveChat,
      json("PUT", {
        businessHours: {
          timezone: "UTC",
          intervals: [
            { day: "monday", start: "09:00", end: "13:00" },
            { day: "monday", start: "12:00", end: "17:00" },
          ],
        },
      }),
    );
    expect(overlapping.status).toBe(400);
    expect(await overlapping.json()).toMatchObject({ error: { fields: { "businessHours.intervals.1.start": expect.any(String) } } });

    const unknownImage = await superadmin.request(liveChat, json("PUT", { avatarStoragePath: "live-chat-images/nowhere/avatar.png" }));
    expect(unknownImage.status).toBe(400);
    expect(await unknownImage.json()).toMatchObject({ error: { code: "UPSTREAM_REJECTED", fields: { avatarStoragePath: expect.any(String) } } });

    const svg = await superadmin.request(`${liveChat}/images/upload-url`, json("POST", { fileName: "logo.svg", contentType: "image/svg+xml" }));
    expect(svg.status).toBe(400);
    expect(await svg.json()).toMatchObject({ error: { fields: { contentType: expect.any(String) } } });
  });

  it("answers 404 for an agent the organization does not have", async () => {
    const response = await superadmin.request(liveChat.replace(/agents\/[^/]+/, "agents/00000000-0000-4000-8000-000000000000"));
    expect(response.status).toBe(404);
  });
});
