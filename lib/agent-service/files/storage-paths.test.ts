import { describe, expect, it } from "vitest";

import { messageFilePath, promptFilePath, storageFileName } from "./storage-paths";

describe("storageFileName", () => {
  it.each([
    ["report.pdf", "report.pdf"],
    ["Grüße 2026.txt", "Grüße 2026.txt"],
    ["../../etc/passwd", ".._.._etc_passwd"],
    ["a\\b/c", "a_b_c"],
    ["what?#%.png", "what___.png"],
    ["line\nbreak\u0000.txt", "line_break_.txt"],
    ["..", "file"],
    [".", "file"],
    ["  spaced.md  ", "spaced.md"],
  ])("%j becomes %j", (input, expected) => {
    expect(storageFileName(input)).toBe(expected);
  });

  it("keeps names to 200 characters without splitting a character", () => {
    expect(Array.from(storageFileName("😀".repeat(300)))).toHaveLength(200);
  });
});

describe("storage paths", () => {
  it("put message files under their conversation and prompt files under their agent, each in its own folder", () => {
    const first = messageFilePath("c1", "a.png");
    expect(first).toMatch(/^conversations\/c1\/[0-9a-f-]{36}\/a\.png$/);
    expect(messageFilePath("c1", "a.png")).not.toBe(first);
    expect(promptFilePath("agent-1", "q/a.txt")).toMatch(/^prompt-files\/agent-1\/[0-9a-f-]{36}\/q_a\.txt$/);
  });
});
