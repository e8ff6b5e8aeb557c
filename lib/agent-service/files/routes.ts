import "server-only";
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { Context } from "hono";

import { euRegionBase, surfacePrefixes } from "@/lib/agent-api/contract/operation";
import { getDb } from "@/lib/db";
import { svcBlobs } from "@/lib/db/schema";
import { isDeclaredTooLarge, readBodyWithin } from "@/lib/http/limited-body";

import type { createServiceApp } from "../app";
import { badRequest, forbidden, notFound, ServiceError } from "../errors";
import { attachmentDisposition } from "./content-disposition";
import { contentTypeMismatch } from "./content-sniff";
import { documentSignedFileRoutes } from "./openapi";
import { maxUploadBytes, verifySignedUrl, type SignedMethod } from "./signed-urls";

const tooLarge = () => new ServiceError(413, { status: 413, name: "PAYLOAD_TOO_LARGE", message: "FILE_TOO_LARGE", details: [{ maxBytes: maxUploadBytes }] });

/** A signed URL accepts one upload: the path's bytes never change once stored. */
const alreadyUploaded = () =>
  new ServiceError(409, { status: 409, name: "CONFLICT", message: "FILE_ALREADY_UPLOADED", details: [{ message: "Request a new upload URL." }] });

const mediaType = (contentType: string | null) => (contentType ?? "").split(";")[0]!.trim().toLowerCase();

function verified(c: Context, method: SignedMethod) {
  const result = verifySignedUrl(new URL(c.req.url).searchParams, method);
  if (!result.isValid) throw forbidden();
  return result.access;
}

/**
 * PUT: the bytes of one signed storage path, with the signed Content-Type, at most 25 MiB. Bytes that
 * are not what that type says (a PNG sent as a PDF, binary sent as Markdown) are refused with a 400 and
 * not stored, so the same URL can take the right file.
 */
async function upload(c: Context) {
  const access = verified(c, "PUT");
  const signedType = (access.contentType ?? "").toLowerCase();
  if (mediaType(c.req.header("content-type") ?? null) !== signedType) throw forbidden();
  if (isDeclaredTooLarge(c.req.header("content-length") ?? null, maxUploadBytes)) throw tooLarge();

  const db = await getDb();
  const [blob] = await db.select({ uploadedAt: svcBlobs.uploadedAt }).from(svcBlobs).where(eq(svcBlobs.storagePath, access.storagePath));
  if (!blob) throw notFound("File", access.storagePath);
  if (blob.uploadedAt) throw alreadyUploaded();

  const bytes = await readBodyWithin(c.req.raw.body, maxUploadBytes);
  if (!bytes) throw tooLarge();
  const mismatch = contentTypeMismatch(bytes, signedType);
  if (mismatch) throw badRequest(mismatch, [{ field: "file", message: mismatch }]);
  const [stored] = await db
    .update(svcBlobs)
    .set({ bytes, size: bytes.length, uploadedAt: new Date() })
    .where(and(eq(svcBlobs.storagePath, access.storagePath), isNull(svcBlobs.uploadedAt)))
    .returning({ storagePath: svcBlobs.storagePath, size: svcBlobs.size });
  if (!stored) throw alreadyUploaded();
  return c.json({ storagePath: stored.storagePath, size: stored.size }, 200);
}

/** GET: the stored bytes, as an attachment of their own content type. */
async function download(c: Context) {
  const access = verified(c, "GET");
  const db = await getDb();
  const [blob] = await db
    .select({ bytes: svcBlobs.bytes, contentType: svcBlobs.contentType, fileName: svcBlobs.fileName })
    .from(svcBlobs)
    .where(and(eq(svcBlobs.storagePath, access.storagePath), isNotNull(svcBlobs.uploadedAt)));
  if (!blob?.bytes) throw notFound("File", access.storagePath);
  return new Response(new Uint8Array(blob.bytes), {
    status: 200,
    headers: {
      "Content-Type": blob.contentType,
      "Content-Length": String(blob.bytes.length),
      "Content-Disposition": attachmentDisposition(blob.fileName),
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Cache-Control": "private, no-store",
    },
  });
}

/**
 * The targets of signed upload and download URLs, under both prefixes in both regions. They take no
 * key: the URL's signature is the permission. A bad or expired signature answers 403, a second PUT
 * to the same path 409, a body over 25 MiB 413, bytes that do not match the signed type 400.
 */
export function mountSignedFileRoutes(app: ReturnType<typeof createServiceApp>) {
  for (const base of ["", euRegionBase]) {
    for (const prefix of surfacePrefixes.external) {
      app.put(`${base}${prefix}/files/upload`, upload);
      app.get(`${base}${prefix}/files/download`, download);
    }
  }
  documentSignedFileRoutes(app);
}
