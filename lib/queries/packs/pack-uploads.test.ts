import { describe, expect, it } from "vitest";

import { isUploadActive, packUploadsReducer, type PackUpload, type PackUploadEvent } from "./pack-uploads";

const run = (events: PackUploadEvent[], start: PackUpload[] = []) => events.reduce(packUploadsReducer, start);

describe("packUploadsReducer", () => {
  it("follows a file from upload through attachment", () => {
    const uploads = run([
      { type: "added", id: "1", fileName: "returns.md", size: 120 },
      { type: "progressed", id: "1", progress: 0.4 },
    ]);
    expect(uploads).toEqual([{ id: "1", fileName: "returns.md", size: 120, stage: "uploading", progress: 0.4 }]);
    expect(isUploadActive(uploads[0]!)).toBe(true);

    const done = run(
      [
        { type: "sent", id: "1" },
        { type: "attached", id: "1" },
      ],
      uploads,
    );
    expect(done[0]).toMatchObject({ stage: "done", progress: 1 });
    expect(isUploadActive(done[0]!)).toBe(false);
  });

  it("never moves progress backwards, nor after the bytes are sent", () => {
    const uploads = run([
      { type: "added", id: "1", fileName: "a.md", size: 1 },
      { type: "progressed", id: "1", progress: 0.7 },
      { type: "progressed", id: "1", progress: 0.2 },
    ]);
    expect(uploads[0]?.progress).toBe(0.7);
    expect(
      run(
        [
          { type: "sent", id: "1" },
          { type: "progressed", id: "1", progress: 0.1 },
        ],
        uploads,
      )[0],
    ).toMatchObject({ stage: "attaching", progress: 1 });
  });

  it("keeps each file's failure with its reason, touching no other file, until dismissed", () => {
    const uploads = run([
      { type: "added", id: "1", fileName: "a.md", size: 1 },
      { type: "added", id: "2", fileName: "b.png", size: 1 },
      { type: "failed", id: "2", error: "Only PDF, Markdown (.md) and text (.txt) files can be added to a pack." },
    ]);
    expect(uploads.map((upload) => upload.stage)).toEqual(["uploading", "failed"]);
    expect(uploads[1]?.error).toMatch(/Only PDF/);
    expect(run([{ type: "dismissed", id: "2" }], uploads).map((upload) => upload.id)).toEqual(["1"]);
  });
});
