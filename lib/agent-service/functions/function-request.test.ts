import { describe, expect, it } from "vitest";

import { functionRequest } from "./function-request";

describe("functionRequest", () => {
  it("sends the arguments as a JSON body for POST, PUT and PATCH", () => {
    for (const method of ["POST", "PUT", "PATCH"] as const) {
      const request = functionRequest({ url: "https://api.example.com/orders?source=agent", method }, { orderId: "A-1", quantity: 2 });
      expect(request.url.toString()).toBe("https://api.example.com/orders?source=agent");
      expect(request.method).toBe(method);
      expect(request.body).toBe('{"orderId":"A-1","quantity":2}');
      expect(request.headers).toMatchObject({ "content-type": "application/json", accept: "application/json" });
    }
  });

  it("sends the arguments as the query string for GET and DELETE, after the URL's own", () => {
    const request = functionRequest(
      { url: "https://api.example.com/weather?units=metric", method: "GET" },
      { city: "São Paulo", days: 3, exact: true, note: null, tags: ["a", "b"], filter: { from: 1 } },
    );
    expect(request.body).toBeUndefined();
    expect(request.headers["content-type"]).toBeUndefined();
    expect([...request.url.searchParams]).toEqual([
      ["units", "metric"],
      ["city", "São Paulo"],
      ["days", "3"],
      ["exact", "true"],
      ["note", ""],
      ["tags", "a"],
      ["tags", "b"],
      ["filter", '{"from":1}'],
    ]);
    expect(functionRequest({ url: "https://api.example.com/items/7", method: "DELETE" }, { hard: true }).url.search).toBe("?hard=true");
  });

  it("keeps the function's headers, but not over the ones each call sets", () => {
    const request = functionRequest(
      { url: "https://api.example.com/x", method: "POST", headers: { Authorization: "Bearer t", "Content-Type": "text/plain", Accept: "text/csv" } },
      {},
      "c0ffee00-0000-4000-8000-000000000000",
    );
    expect(request.headers).toEqual({
      authorization: "Bearer t",
      accept: "text/csv",
      "user-agent": "Switchboard-Functions/1.0",
      "x-conversation-id": "c0ffee00-0000-4000-8000-000000000000",
      "content-type": "application/json",
    });
  });

  it("sends no conversation id outside a conversation", () => {
    expect(functionRequest({ url: "https://api.example.com/x", method: "GET" }, {}).headers["x-conversation-id"]).toBeUndefined();
  });
});
