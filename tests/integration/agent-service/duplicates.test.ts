import { describe, expect, inject, it } from "vitest";

import type { Region } from "@/lib/regions";
import { callService, createTestOrganization, type TestOrganization } from "@/tests/support/agent-service";
import { testSuperAdminKeys } from "@/tests/support/test-server.mjs";

const baseUrl = inject("baseUrl");
const superAdmin = { key: testSuperAdminKeys.us, header: "Super-Admin-Secret-Key" as const };
const asOrganization = (organization: TestOrganization) => ({ key: organization.key, header: "Organization-Secret-Key" as const });
const fieldsOf = (body: { details: { field: string }[] }) => body.details.map((detail) => detail.field);

describe("the service refuses an organization that already exists", () => {
  const tag = crypto.randomUUID().slice(0, 8);
  const create = (body: { name: string; licenseKey: string }, region: Region = "us") =>
    callService(baseUrl, "POST", "/api/external/organizations", {
      key: testSuperAdminKeys[region],
      header: "Super-Admin-Secret-Key",
      region,
      body: { users: [], ...body },
    });

  it("answers 400 on name and license key for the same name (trimmed, any case) and license key in the region", async () => {
    const name = `Initech ${tag}`;
    expect((await create({ name, licenseKey: `lic-${tag}` })).status).toBe(201);

    const again = await create({ name: `  ${name.toUpperCase()} `, licenseKey: `lic-${tag}` });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ status: 400, name: "BAD_REQUEST", message: "Organization already exists." });
    expect(again.body.details).toEqual([
      { field: "name", message: `An organization named ${name} with this license key already exists.` },
      { field: "licenseKey", message: `This license key already belongs to ${name}.` },
    ]);
  });

  it("creates another organization under another license key, another name, or in the other region", async () => {
    const name = `Hooli ${tag}`;
    expect((await create({ name, licenseKey: `lic-hooli-${tag}` })).status).toBe(201);
    expect((await create({ name, licenseKey: `lic-hooli-2-${tag}` })).status).toBe(201);
    expect((await create({ name: `${name} Europe`, licenseKey: `lic-hooli-${tag}` })).status).toBe(201);
    expect((await create({ name, licenseKey: `lic-hooli-${tag}` }, "eu")).status).toBe(201);
  });

  it("creates only one of two identical creations sent at once", async () => {
    const body = { name: `Vandelay ${tag}`, licenseKey: `lic-vandelay-${tag}` };
    const answers = await Promise.all([create(body), create(body), create(body)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400, 400]);
  });

  it("refuses a child organization that already exists in the region, whoever created the first", async () => {
    const parent = await createTestOrganization(baseUrl);
    const body = { name: `Pied Piper ${tag}`, users: [], licenseKey: `lic-piper-${tag}` };
    expect((await callService(baseUrl, "POST", "/external/organizations", { ...superAdmin, body })).status).toBe(201);
    const child = await callService(baseUrl, "POST", "/external/organizations/by-organization-api-key", { ...asOrganization(parent), body });
    expect(child.status).toBe(400);
    expect(fieldsOf(child.body)).toEqual(["name", "licenseKey"]);
  });

  it("documents the refusal in the OpenAPI description of both creations", async () => {
    const document = (await callService(baseUrl, "GET", "/api/external/docs/openapi.json")).body;
    for (const path of ["/api/external/organizations", "/api/external/organizations/by-organization-api-key"]) {
      expect(document.paths[path].post.responses["400"].description).toContain("same name (trimmed, whatever its case) with the same license key");
    }
  });
});

describe("the service refuses a second pack of the same name in an organization", () => {
  const createPack = (organization: TestOrganization, name: string) =>
    callService(baseUrl, "POST", "/external/packs", { ...asOrganization(organization), body: { name } });

  it("answers 400 on the name for a name the organization's packs have, trimmed and in any case", async () => {
    const organization = await createTestOrganization(baseUrl);
    expect((await createPack(organization, "Returns policy")).status).toBe(201);
    const again = await createPack(organization, "  RETURNS policy ");
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      status: 400,
      name: "BAD_REQUEST",
      message: "Pack already exists.",
      details: [{ field: "name", message: "The organization already has a pack named Returns policy." }],
    });
    const listed = await callService(baseUrl, "GET", "/external/packs", asOrganization(organization));
    expect(listed.body.data.map((pack: { name: string }) => pack.name)).toEqual(["Returns policy"]);
  });

  it("lets another organization take the name, and a pack keep its own name when updated", async () => {
    const first = await createTestOrganization(baseUrl);
    const second = await createTestOrganization(baseUrl);
    const pack = (await createPack(first, "Warranty")).body;
    expect((await createPack(second, "Warranty")).status).toBe(201);
    const renamed = await callService(baseUrl, "PUT", `/external/packs/${pack.id}`, {
      ...asOrganization(first),
      body: { name: "warranty", description: "Kept" },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: "warranty", description: "Kept" });
  });

  it("refuses renaming a pack to another pack's name", async () => {
    const organization = await createTestOrganization(baseUrl);
    await createPack(organization, "Shipping");
    const other = (await createPack(organization, "Sizes")).body;
    const renamed = await callService(baseUrl, "PUT", `/external/packs/${other.id}`, { ...asOrganization(organization), body: { name: "shipping" } });
    expect(renamed.status).toBe(400);
    expect(fieldsOf(renamed.body)).toEqual(["name"]);
    expect((await callService(baseUrl, "GET", `/external/packs/${other.id}`, asOrganization(organization))).body.name).toBe("Sizes");
  });

  it("creates only one of two packs of one name sent at once", async () => {
    const organization = await createTestOrganization(baseUrl);
    const answers = await Promise.all([createPack(organization, "Care guide"), createPack(organization, "Care guide")]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400]);
  });
});
