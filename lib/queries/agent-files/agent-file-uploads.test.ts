import { describe, expect, it } from "vitest";

import { agentFileUploadsReducer, isAgentFileUploadActive, type AgentFileUpload } from "./agent-file-uploads";

const added = agentFileUploadsReducer([], { type: "added", id: "u1", fileName: "faq.md", size: 120 });

describe("agentFileUploadsReducer", () => {
  it("follows a file from uploading through saving to done, its progress never going back", () => {
    expect(added).toEqual([{ id: "u1", fileName: "faq.md", size: 120, stage: "uploading", progress: 0 }]);
    let uploads = agentFileUploadsReducer(added, { type: "progressed", id: "u1", progress: 0.6 });
    uploads = agentFileUploadsReducer(uploads, { type: "progressed", id: "u1", progress: 0.4 });
    expect(uploads[0]).toMatchObject({ stage: "uploading", progress: 0.6 });
    uploads = agentFileUploadsReducer(uploads, { type: "sent", id: "u1" });
    expect(uploads[0]).toMatchObject({ stage: "saving", progress: 1 });
    expect(isAgentFileUploadActive(uploads[0]!)).toBe(true);
    uploads = agentFileUploadsReducer(uploads, { type: "saved", id: "u1" });
    expect(uploads[0]).toMatchObject({ stage: "done", progress: 1 });
    expect(isAgentFileUploadActive(uploads[0]!)).toBe(false);
  });

  it("keeps the reason of a failure, leaves other uploads alone, and drops a dismissed one", () => {
    const two = agentFileUploadsReducer(added, { type: "added", id: "u2", fileName: "notes.txt", size: 5 });
    const failed = agentFileUploadsReducer(two, { type: "failed", id: "u2", error: "The file is empty." });
    expect(failed.map((upload: AgentFileUpload) => upload.stage)).toEqual(["uploading", "failed"]);
    expect(failed[1]!.error).toBe("The file is empty.");
    expect(agentFileUploadsReducer(failed, { type: "progressed", id: "u2", progress: 0.5 })[1]).toBe(failed[1]);
    expect(agentFileUploadsReducer(failed, { type: "dismissed", id: "u2" }).map((upload) => upload.id)).toEqual(["u1"]);
  });
});
