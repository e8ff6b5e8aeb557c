import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, inject, it } from "vitest";

import { operations } from "@/lib/agent-api/contract";
import { surfacePrefixes } from "@/lib/agent-api/contract/operation";

const baseUrl = inject("baseUrl");

async function openApiDocument() {
  const response = await fetch(`${baseUrl}/api/external/docs/openapi.json`);
  expect(response.status).toBe(200);
  return (await response.json()) as { openapi: string; info: { title: string; version: string }; paths: Record<string, Record<string, any>> };
}

describe("the OpenAPI document", () => {
  it("is valid OpenAPI 3.1, titled AI Agent API 1.0.0", async () => {
    const document = await openApiDocument();
    expect(document.openapi).toBe("3.1.0");
    expect(document.info).toMatchObject({ title: "AI Agent API", version: "1.0.0" });
    const result = await new Validator().validate(document as unknown as Parameters<Validator["validate"]>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("lists every operation of the contract under each of its prefixes", async () => {
    const document = await openApiDocument();
    const missing: string[] = [];
    for (const operation of operations) {
      for (const prefix of surfacePrefixes[operation.surface]) {
        const path = `${prefix}${operation.path}`;
        if (!document.paths[path]?.[operation.method]) missing.push(`${operation.method.toUpperCase()} ${path}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("serves the interactive reference from the app itself", async () => {
    const page = await fetch(`${baseUrl}/api/external/docs`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("/api/external/docs/assets/swagger-ui-bundle.js");
    expect(html).not.toMatch(/https?:\/\/(cdn|unpkg|jsdelivr)/);
    const bundle = await fetch(`${baseUrl}/api/external/docs/assets/swagger-ui-bundle.js`);
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get("content-type")).toContain("javascript");
  });
});
