import { randomUUID } from "node:crypto";

import { storageFileName } from "../files/storage-paths";

/** Where an uploaded pack document is kept: under its organization, in a folder of its own. */
export function packDocumentPath(organizationId: string, fileName: string): string {
  return `pack-documents/${organizationId}/${randomUUID()}/${storageFileName(fileName)}`;
}
