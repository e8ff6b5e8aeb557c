import { describe, expect, it } from "vitest";
import { z } from "zod";

import { newEchoId } from "./echo-id";

describe("newEchoId", () => {
  it("makes a UUID the reply route accepts, with or without randomUUID", () => {
    expect(z.uuid().safeParse(newEchoId()).success).toBe(true);
    const insecure = { getRandomValues: crypto.getRandomValues.bind(crypto) };
    const id = newEchoId(insecure);
    expect(z.uuid().safeParse(id).success).toBe(true);
    expect(id).not.toBe(newEchoId(insecure));
  });
});
