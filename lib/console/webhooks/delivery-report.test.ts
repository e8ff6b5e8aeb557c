import { describe, expect, it } from "vitest";

import { AgentApiError } from "@/lib/agent-api/errors";

import { isDeliveryReportMissing } from "./delivery-report";

const failure = (status: number, errorName: string, details?: unknown[]) =>
  new AgentApiError(status, errorName, "failed", { operationId: "listWebhookDeliveries", details });

describe("isDeliveryReportMissing", () => {
  it("takes a path the deployment does not know, or a method it does not allow, as no report", () => {
    expect(isDeliveryReportMissing(failure(404, "HTTP_404"))).toBe(true);
    expect(isDeliveryReportMissing(failure(404, "ENTITY_NOT_FOUND_ERROR", [{ entity: "Operation" }]))).toBe(true);
    expect(isDeliveryReportMissing(failure(405, "HTTP_405"))).toBe(true);
    expect(isDeliveryReportMissing(failure(501, "HTTP_501"))).toBe(true);
    expect(isDeliveryReportMissing(failure(502, "INVALID_RESPONSE"))).toBe(true);
  });

  it("keeps an unknown webhook or delivery, and every other failure, a failure", () => {
    expect(isDeliveryReportMissing(failure(404, "ENTITY_NOT_FOUND_ERROR", [{ entity: "Webhook", id: "w1" }]))).toBe(false);
    expect(isDeliveryReportMissing(failure(404, "ENTITY_NOT_FOUND_ERROR", [{ entity: "Webhook delivery" }]))).toBe(false);
    expect(isDeliveryReportMissing(failure(403, "FORBIDDEN_ERROR"))).toBe(false);
    expect(isDeliveryReportMissing(failure(500, "HTTP_500"))).toBe(false);
    expect(isDeliveryReportMissing(new Error("network"))).toBe(false);
  });
});
