import { randomBytes } from "node:crypto";

import { describe, expect, it } from "vitest";

import { createDownloadUrl, createUploadUrl, signedUrlLifetimeSeconds, verifySignedUrl } from "./signed-urls";

const key = randomBytes(32);
const issuedAt = new Date("2026-03-01T12:00:00Z");
const later = (seconds: number) => new Date(issuedAt.getTime() + seconds * 1000);
const storagePath = "prompt-files/agent/2f1c/report ü.pdf";

const upload = new URL(createUploadUrl("https://switchboard.test/regions/eu", storagePath, "application/pdf", { key, now: issuedAt }));
const download = new URL(createDownloadUrl("https://switchboard.test", storagePath, { key, now: issuedAt }));

function tampered(url: URL, name: string, value: string) {
  const copy = new URL(url);
  copy.searchParams.set(name, value);
  return copy.searchParams;
}

describe("signed file URLs", () => {
  it("are issued under the service's own paths, in the caller's region", () => {
    expect(upload.origin + upload.pathname).toBe("https://switchboard.test/regions/eu/api/external/files/upload");
    expect(download.origin + download.pathname).toBe("https://switchboard.test/api/external/files/download");
    expect(upload.searchParams.get("path")).toBe(storagePath);
    expect(upload.searchParams.get("type")).toBe("application/pdf");
    expect(download.searchParams.has("type")).toBe(false);
    expect(Number(upload.searchParams.get("expires"))).toBe(issuedAt.getTime() / 1000 + signedUrlLifetimeSeconds);
  });

  it("verify for their own method within their lifetime", () => {
    expect(verifySignedUrl(upload.searchParams, "PUT", { key, now: later(60) })).toEqual({
      isValid: true,
      access: { storagePath, contentType: "application/pdf" },
    });
    expect(verifySignedUrl(download.searchParams, "GET", { key, now: later(signedUrlLifetimeSeconds) })).toEqual({
      isValid: true,
      access: { storagePath, contentType: undefined },
    });
  });

  it("expire after 15 minutes", () => {
    expect(verifySignedUrl(upload.searchParams, "PUT", { key, now: later(signedUrlLifetimeSeconds + 1) })).toEqual({ isValid: false, reason: "expired" });
    expect(verifySignedUrl(download.searchParams, "GET", { key, now: later(3600) })).toEqual({ isValid: false, reason: "expired" });
  });

  it("refuse a changed path, type or expiry", () => {
    const now = later(1);
    expect(verifySignedUrl(tampered(upload, "path", "prompt-files/agent/other.pdf"), "PUT", { key, now }).isValid).toBe(false);
    expect(verifySignedUrl(tampered(upload, "type", "text/html"), "PUT", { key, now }).isValid).toBe(false);
    expect(verifySignedUrl(tampered(upload, "expires", String(Number(upload.searchParams.get("expires")) + 3600)), "PUT", { key, now }).isValid).toBe(false);
    expect(verifySignedUrl(tampered(download, "path", "conversations/x/y/z.png"), "GET", { key, now }).isValid).toBe(false);
  });

  it("refuse a changed or missing signature, and another key", () => {
    const now = later(1);
    const signature = upload.searchParams.get("signature")!;
    const flipped = `${signature.startsWith("A") ? "B" : "A"}${signature.slice(1)}`;
    expect(verifySignedUrl(tampered(upload, "signature", flipped), "PUT", { key, now })).toEqual({ isValid: false, reason: "bad signature" });
    expect(verifySignedUrl(tampered(upload, "signature", ""), "PUT", { key, now }).isValid).toBe(false);
    expect(verifySignedUrl(tampered(upload, "signature", "short"), "PUT", { key, now }).isValid).toBe(false);
    expect(verifySignedUrl(upload.searchParams, "PUT", { key: randomBytes(32), now }).isValid).toBe(false);
  });

  it("refuse the other method: an upload URL cannot download, a download URL cannot upload", () => {
    const now = later(1);
    expect(verifySignedUrl(upload.searchParams, "GET", { key, now }).isValid).toBe(false);
    expect(verifySignedUrl(download.searchParams, "PUT", { key, now }).isValid).toBe(false);
    expect(verifySignedUrl(tampered(download, "type", ""), "PUT", { key, now }).isValid).toBe(false);
  });

  it("refuse incomplete queries", () => {
    const now = later(1);
    expect(verifySignedUrl(new URLSearchParams(), "GET", { key, now })).toEqual({ isValid: false, reason: "incomplete" });
    expect(verifySignedUrl(tampered(upload, "expires", "soon"), "PUT", { key, now })).toEqual({ isValid: false, reason: "incomplete" });
  });
});
