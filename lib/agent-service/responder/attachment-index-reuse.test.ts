import { describe, expect, it, vi } from "vitest";

import { searchAttachments } from "./attachment-passages";

const built = vi.hoisted(() => ({ indexes: 0 }));

vi.mock("../knowledge/passage-index", async (importOriginal) => {
  const original = await importOriginal<typeof import("../knowledge/passage-index")>();
  return {
    ...original,
    createPassageIndex: (...args: Parameters<typeof original.createPassageIndex>) => {
      built.indexes += 1;
      return original.createPassageIndex(...args);
    },
  };
});

describe("searchAttachments over one reply's files", () => {
  it("indexes the files once however many searches the reply makes (one per question of the message, and per follow-up)", () => {
    const attachments = [
      { id: "f1", fileName: "activation.txt", text: "Welcome aboard. The activation code is QX4191. Keep it safe." },
      { id: "f2", fileName: "receipt.md", text: "# Receipt\n\nTotal paid: 42 EUR on 3 May.", format: "markdown" as const },
    ];
    built.indexes = 0;
    const found = ["What is the activation code?", "How much was paid?", "activation code and total paid"].map((query) =>
      searchAttachments(attachments, query, 5),
    );
    expect(found.map((matches) => matches[0]?.sourceId)).toEqual(["f1", "f2", expect.any(String)]);
    expect(built.indexes).toBe(1);

    // Other files (the next reply's) get an index of their own.
    expect(searchAttachments([{ ...attachments[0]!, id: "f3" }], "activation code", 5)[0]?.sourceId).toBe("f3");
    expect(built.indexes).toBe(2);
  });
});
