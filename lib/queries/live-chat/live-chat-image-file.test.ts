import { describe, expect, it } from "vitest";

import { checkLiveChatImageFile, maxAvatarBytes } from "./live-chat-image-file";

describe("checkLiveChatImageFile", () => {
  it("takes the browser's type when the API accepts it", () => {
    expect(checkLiveChatImageFile({ name: "logo", type: "image/webp", size: 10 })).toEqual({ isAccepted: true, contentType: "image/webp" });
  });

  it("falls back to the extension when the browser names no usable type", () => {
    expect(checkLiveChatImageFile({ name: "Logo.JPG", type: "", size: 10 })).toEqual({ isAccepted: true, contentType: "image/jpeg" });
  });

  it("refuses SVG and other files, empty files and large ones, saying why", () => {
    expect(checkLiveChatImageFile({ name: "logo.svg", type: "image/svg+xml", size: 10 })).toMatchObject({
      isAccepted: false,
      reason: expect.stringContaining("PNG"),
    });
    expect(checkLiveChatImageFile({ name: "notes.txt", type: "text/plain", size: 10 }).isAccepted).toBe(false);
    expect(checkLiveChatImageFile({ name: "a.png", type: "image/png", size: 0 })).toEqual({ isAccepted: false, reason: "The image is empty." });
    expect(checkLiveChatImageFile({ name: "a.png", type: "image/png", size: maxAvatarBytes + 1 })).toMatchObject({ isAccepted: false });
  });
});
