import "server-only";
import { z } from "zod";

import { surfacePrefixes } from "@/lib/agent-api/contract/operation";
import { badRequestError, entityNotFoundError, errorDetail, forbiddenError } from "@/lib/schemas/agent-api/common";

import type { createServiceApp } from "../app";
import { maxUploadBytes } from "./signed-urls";

const tags = ["Signed files"];

const signedQuery = z.object({
  path: z.string().meta({ description: "The storage path the URL was issued for." }),
  expires: z.string().meta({ description: "Unix time (seconds) after which the URL no longer works." }),
  signature: z.string().meta({ description: "HMAC-SHA256 over method, path, content type and expiry." }),
});

const uploadResult = z.object({ storagePath: z.string(), size: z.number() }).meta({ id: "SignedUploadResult" });

const errorOf = (status: number, name: string, message: string) =>
  z.object({ status: z.literal(status), name: z.literal(name), message: z.literal(message), details: z.array(errorDetail) });

const json = (schema: z.ZodType, description: string) => ({ description, content: { "application/json": { schema } } });

const refused = json(forbiddenError, "The signature does not match (the URL was changed, or is used with another method or Content-Type), or it expired.");

/** Writes the targets of signed URLs into the OpenAPI document; they take no key, only the URL's signature. */
export function documentSignedFileRoutes(app: ReturnType<typeof createServiceApp>) {
  for (const prefix of surfacePrefixes.external) {
    app.openAPIRegistry.registerPath({
      method: "put",
      path: `${prefix}/files/upload`,
      operationId: `uploadSignedFile${prefix === "/external" ? "External" : ""}`,
      tags,
      summary: "Upload a file to a signed URL",
      description:
        "The target of the `signedUrl` from the upload-url operations. Send the file's bytes as the body with exactly the Content-Type given when the URL was requested, within 15 minutes. A storage path takes one upload: a second PUT answers 409; request a new URL instead.",
      security: [],
      request: {
        query: signedQuery.extend({ type: z.string().meta({ description: "The Content-Type the upload must carry." }) }),
        body: { required: true, content: { "*/*": { schema: { type: "string", format: "binary" } } } },
      },
      responses: {
        200: json(uploadResult, "Stored."),
        400: json(badRequestError, "The bytes are not what the Content-Type says (a PDF, an image, or UTF-8 text); nothing is stored."),
        403: refused,
        404: json(entityNotFoundError, "The storage path no longer exists."),
        409: json(errorOf(409, "CONFLICT", "FILE_ALREADY_UPLOADED"), "The file was already uploaded."),
        413: json(errorOf(413, "PAYLOAD_TOO_LARGE", "FILE_TOO_LARGE"), `The body is over ${maxUploadBytes / 1024 / 1024} MiB.`),
      },
    });
    app.openAPIRegistry.registerPath({
      method: "get",
      path: `${prefix}/files/download`,
      operationId: `downloadSignedFile${prefix === "/external" ? "External" : ""}`,
      tags,
      summary: "Download a file from a signed URL",
      description:
        "The target of the `signedUrl` from the message-file signed-url operation, for 15 minutes. Served as an attachment of its stored content type.",
      security: [],
      request: { query: signedQuery },
      responses: {
        200: { description: "The file.", content: { "application/octet-stream": { schema: { type: "string", format: "binary" } } } },
        403: refused,
        404: json(entityNotFoundError, "No uploaded file at that storage path."),
      },
    });
  }
}
