import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";

import { serverEnv } from "@/lib/env";

/** The largest file a signed URL accepts: 25 MiB. */
export const maxUploadBytes = 25 * 1024 * 1024;

/** How long a signed URL works. */
export const signedUrlLifetimeSeconds = 15 * 60;

export const signedFilePaths = { upload: "/api/external/files/upload", download: "/api/external/files/download" } as const;

export type SignedMethod = "PUT" | "GET";

export type SigningOptions = { key?: Buffer; now?: Date };

export type SignedFileAccess = { storagePath: string; contentType: string | undefined };

export type VerifiedAccess = { isValid: true; access: SignedFileAccess } | { isValid: false; reason: string };

const signingKey = (options: SigningOptions) => options.key ?? serverEnv().secrets.serviceSigningKey;
const nowSeconds = (options: SigningOptions) => Math.floor((options.now ?? new Date()).getTime() / 1000);

/** The signature covers the method, the path, the content type (uploads) and the expiry, each on its own line. */
function sign(key: Buffer, method: SignedMethod, access: SignedFileAccess, expires: number): Buffer {
  return createHmac("sha256", key)
    .update([method, access.storagePath, access.contentType ?? "", String(expires)].join("\n"))
    .digest();
}

function signedUrl(baseUrl: string, method: SignedMethod, access: SignedFileAccess, options: SigningOptions): string {
  const expires = nowSeconds(options) + signedUrlLifetimeSeconds;
  const url = new URL(`${baseUrl}${method === "PUT" ? signedFilePaths.upload : signedFilePaths.download}`);
  url.searchParams.set("path", access.storagePath);
  if (access.contentType !== undefined) url.searchParams.set("type", access.contentType);
  url.searchParams.set("expires", String(expires));
  url.searchParams.set("signature", sign(signingKey(options), method, access, expires).toString("base64url"));
  return url.toString();
}

/** A URL that accepts one PUT of `storagePath`'s bytes, with exactly this Content-Type, for 15 minutes. */
export function createUploadUrl(baseUrl: string, storagePath: string, contentType: string, options: SigningOptions = {}): string {
  return signedUrl(baseUrl, "PUT", { storagePath, contentType }, options);
}

/** A URL that serves `storagePath`'s bytes to a GET for 15 minutes. */
export function createDownloadUrl(baseUrl: string, storagePath: string, options: SigningOptions = {}): string {
  return signedUrl(baseUrl, "GET", { storagePath, contentType: undefined }, options);
}

/** Checks a signed URL's query for the given method: signature (in constant time) first, then expiry. */
export function verifySignedUrl(query: URLSearchParams, method: SignedMethod, options: SigningOptions = {}): VerifiedAccess {
  const storagePath = query.get("path");
  const expires = Number(query.get("expires"));
  const presented = Buffer.from(query.get("signature") ?? "", "base64url");
  if (!storagePath || !Number.isSafeInteger(expires)) return { isValid: false, reason: "incomplete" };
  const access = { storagePath, contentType: method === "PUT" ? (query.get("type") ?? "") : undefined };
  const expected = sign(signingKey(options), method, access, expires);
  if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) return { isValid: false, reason: "bad signature" };
  if (expires < nowSeconds(options)) return { isValid: false, reason: "expired" };
  return { isValid: true, access };
}
