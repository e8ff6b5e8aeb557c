"use client";

import { Download, FileText } from "lucide-react";
import { useState } from "react";

import { Spinner } from "@/components/ui/spinner";
import { isImageFile } from "@/lib/console/inbox/message-presentation";
import { useInboxFileLinkQuery } from "@/lib/queries/inbox/use-inbox-file-link-query";

type Props = { organizationId: string; conversationId: string; file: { id: string; fileName: string } };

/** How many times a picture whose link failed is shown again with a fresh link before it is offered as a download. */
const refreshes = 2;

/**
 * A file of a message: a picture shown inline, anything else a download link. Links are short-lived: a
 * picture that fails to load (its link expired) asks for a fresh one, and a download asks for one on click.
 */
export function MessageFile({ organizationId, conversationId, file }: Props) {
  const isImage = isImageFile(file.fileName);
  const [failures, setFailures] = useState(0);
  const showsImage = isImage && failures <= refreshes;
  const link = useInboxFileLinkQuery(organizationId, conversationId, file.id, { isEnabled: showsImage });

  async function download() {
    const fresh = await link.refetch();
    if (fresh.data?.url) window.open(fresh.data.url, "_blank", "noopener,noreferrer");
  }

  if (showsImage) {
    if (link.isPending) return <Spinner label={`Loading ${file.fileName}`} />;
    if (link.data) {
      return (
        <a
          href={link.data.url}
          target="_blank"
          rel="noopener noreferrer"
          className="block w-fit rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {/* eslint-disable-next-line @next/next/no-img-element -- a signed, expiring link from the deployment, not an asset to optimise */}
          <img
            src={link.data.url}
            alt={file.fileName}
            className="max-h-64 max-w-full rounded-md border object-contain"
            onError={() => {
              setFailures((count) => count + 1);
              void link.refetch();
            }}
          />
        </a>
      );
    }
  }
  return (
    <button
      type="button"
      onClick={() => void download()}
      className="inline-flex max-w-full items-center gap-2 rounded-md border bg-background px-2.5 py-1.5 text-xs font-medium text-foreground hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <FileText aria-hidden="true" className="size-4 shrink-0" />
      <span className="truncate">{file.fileName}</span>
      {link.isFetching ? <Spinner label={`Getting a link to ${file.fileName}`} /> : <Download aria-hidden="true" className="size-3.5 shrink-0" />}
      <span className="sr-only">(download)</span>
    </button>
  );
}
