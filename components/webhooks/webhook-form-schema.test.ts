import { describe, expect, it } from "vitest";

import { registerWebhookBody } from "@/lib/schemas/console/webhooks";

import { consoleReceiverRegistration, webhookFormDefaults, webhookFormSchema } from "./webhook-form-schema";

const filled = { ...webhookFormDefaults, title: "CRM sync" };

describe("webhookFormSchema", () => {
  it("sends to the console's receiver by default: no URL in the body", () => {
    expect(webhookFormSchema.parse(filled)).toEqual({ title: "CRM sync", description: "", triggers: ["each_message"], url: undefined, headers: undefined });
  });

  it("sends a typed URL, and the filled header rows", () => {
    const parsed = webhookFormSchema.parse({
      ...filled,
      destination: "custom",
      url: " https://hooks.example.com/in ",
      headers: [
        { name: "X-Token", value: "abc" },
        { name: "", value: "" },
      ],
    });
    expect(parsed).toMatchObject({ url: "https://hooks.example.com/in", headers: { "X-Token": "abc" } });
  });

  it("asks for the URL only when deliveries go elsewhere", () => {
    const missing = webhookFormSchema.safeParse({ ...filled, destination: "custom", url: "" });
    expect(missing.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["url", "Enter the URL deliveries go to."]]);
    const wrong = webhookFormSchema.safeParse({ ...filled, destination: "custom", url: "ftp://x" });
    expect(wrong.error?.issues[0]?.path).toEqual(["url"]);
    expect(webhookFormSchema.safeParse({ ...filled, url: "not used" }).success).toBe(true);
  });

  it("needs at least one event and puts header problems on their row", () => {
    const result = webhookFormSchema.safeParse({
      ...filled,
      triggers: [],
      headers: [
        { name: "Bad name!", value: "x" },
        { name: "x-a", value: "1" },
        { name: "X-A", value: "2" },
      ],
    });
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual(["triggers", "headers.0.name", "headers.2.name"]);
  });

  it("registers the console's receiver for every event in one click", () => {
    expect(registerWebhookBody.parse(consoleReceiverRegistration).triggers).toHaveLength(6);
  });
});
