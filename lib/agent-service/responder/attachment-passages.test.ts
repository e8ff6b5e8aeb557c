import { describe, expect, it } from "vitest";

import { attachmentSourceLine, attachmentsFirst, searchAttachments, unreadImagesNote, withAttachmentNotes } from "./attachment-passages";
import type { Reply } from "./types";

const codeFile = { id: "f1", fileName: "activation.txt", text: "Welcome aboard. The activation code is QX4191. Keep it safe." };
const receipt = { id: "f2", fileName: "receipt.md", text: "# Receipt\n\nTotal paid: 42 EUR on 3 May.", format: "markdown" as const };
const reply = (text: string, fileCitations: Reply["fileCitations"] = []): Reply => ({ text, fileCitations, tokens: { input: 1, output: 1 } });

describe("searchAttachments", () => {
  it("finds the attached file's passage and names it by the file's id and name", () => {
    const [match] = searchAttachments([receipt, codeFile], "What is the activation code?", 5);
    expect(match).toMatchObject({ sourceType: "agent_file", sourceId: "f1", sourceName: "activation.txt", text: expect.stringContaining("QX4191") });
  });

  it("finds nothing without attachments or without a matching term", () => {
    expect(searchAttachments(undefined, "activation code", 5)).toEqual([]);
    expect(searchAttachments([codeFile], "opening hours", 5)).toEqual([]);
  });
});

describe("attachmentsFirst", () => {
  it("puts the attached files' passages before the knowledge's, whatever their scores", () => {
    const passage = (sourceId: string, coverage: number) => ({
      sourceType: "agent_file" as const,
      sourceId,
      sourceName: sourceId,
      position: 0,
      text: "",
      score: coverage,
      coverage,
    });
    expect(attachmentsFirst([passage("attached", 0.5)], [passage("knowledge", 1)]).map((match) => match.sourceId)).toEqual(["attached", "knowledge"]);
  });
});

describe("attachmentSourceLine and unreadImagesNote", () => {
  it("name one file or several", () => {
    expect(attachmentSourceLine(["a.txt"])).toBe("(From the attached file a.txt.)");
    expect(attachmentSourceLine(["a.txt", "b.md", "c.pdf"])).toBe("(From the attached files a.txt, b.md and c.pdf.)");
    expect(unreadImagesNote([{ fileName: "photo.png" }])).toBe("I received the image photo.png, but I cannot read images.");
    expect(unreadImagesNote([{ fileName: "a.png" }, { fileName: "b.jpg" }])).toBe("I received the images a.png and b.jpg, but I cannot read images.");
  });
});

describe("withAttachmentNotes", () => {
  it("names the attached file an answer cited at the end of the text", () => {
    const noted = withAttachmentNotes(
      reply("The activation code is QX4191.", [{ fileId: "f1", filename: "activation.txt" }]),
      { attachments: [codeFile, receipt] },
      { readsImages: false },
    );
    expect(noted.text).toBe("The activation code is QX4191.\n\n(From the attached file activation.txt.)");
    expect(noted.fileCitations).toEqual([{ fileId: "f1", filename: "activation.txt" }]);
  });

  it("cites an attached file the text names, and does not name it twice", () => {
    const noted = withAttachmentNotes(reply("According to receipt.md you paid 42 EUR."), { attachments: [codeFile, receipt] }, { readsImages: true });
    expect(noted.text).toBe("According to receipt.md you paid 42 EUR.");
    expect(noted.fileCitations).toEqual([{ fileId: "f2", filename: "receipt.md" }]);
  });

  it("says which images it could not read when the responder reads none, and nothing when it does", () => {
    const images = [{ id: "i1", fileName: "photo.png", contentType: "image/png", bytes: new Uint8Array() }];
    const unread = withAttachmentNotes(reply("I'm sorry, I don't know the answer to that."), { images }, { readsImages: false });
    expect(unread.text).toBe("I received the image photo.png, but I cannot read images.\n\nI'm sorry, I don't know the answer to that.");
    expect(withAttachmentNotes(reply("A cat on a sofa."), { images }, { readsImages: true }).text).toBe("A cat on a sofa.");
  });

  it("leaves a reply without attachments as it is", () => {
    const plain = reply("Opening hours are 9 to 5.", [{ fileId: "k1", filename: "hours.md" }]);
    expect(withAttachmentNotes(plain, {}, { readsImages: false })).toEqual(plain);
  });
});
