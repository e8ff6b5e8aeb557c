import { useRef, useState } from "preact/hooks";

import type { WidgetSendBody } from "@/lib/schemas/widget";
import { widgetUploadTypeOf } from "@/lib/widget/upload-types";

import { putFile, type WidgetApi } from "./api";
import { sendErrorText } from "./api-errors";
import { checkChosenFiles } from "./attachments";

export type ChosenFile = {
  key: string;
  file: File;
  status: "ready" | "uploading" | "uploaded" | "failed";
  /** 0 to 1 while uploading. */
  progress: number;
  error?: string;
  /** Where the file was uploaded, and for which conversation, so a retried send there does not upload it again. */
  storagePath?: string;
  uploadedFor?: string;
};

type SentFile = NonNullable<WidgetSendBody["files"]>[number];

let nextKey = 0;

/** The files chosen for the next message: added within the limits, removable, uploaded when the message is sent. */
export function useAttachments(api: WidgetApi) {
  const [files, setFiles] = useState<ChosenFile[]>([]);
  const [rejections, setRejections] = useState<string[]>([]);
  // Every change goes through here, so an upload in progress always sees the list as it is now.
  const filesRef = useRef(files);
  const commit = (next: ChosenFile[]) => {
    filesRef.current = next;
    setFiles(next);
  };
  const update = (key: string, patch: Partial<ChosenFile>) => commit(filesRef.current.map((file) => (file.key === key ? { ...file, ...patch } : file)));

  function add(chosen: File[]) {
    const { accepted, errors } = checkChosenFiles(filesRef.current.length, chosen);
    commit([...filesRef.current, ...accepted.map((file): ChosenFile => ({ key: `file-${(nextKey += 1)}`, file, status: "ready", progress: 0 }))]);
    setRejections(errors);
  }

  function remove(key: string) {
    commit(filesRef.current.filter((file) => file.key !== key));
    setRejections([]);
  }

  function clear() {
    commit([]);
    setRejections([]);
  }

  async function uploadOne(conversationId: string, chosen: ChosenFile): Promise<SentFile | undefined> {
    const fileName = chosen.file.name;
    // An upload belongs to its conversation: after a new chat is started, the file is uploaded again for it.
    if (chosen.storagePath && chosen.uploadedFor === conversationId) return { fileName, storagePath: chosen.storagePath };
    update(chosen.key, { status: "uploading", progress: 0, error: undefined });
    try {
      // Only files of a type the chat takes are chosen (checkChosenFiles).
      const contentType = widgetUploadTypeOf(chosen.file) ?? chosen.file.type;
      const ticket = await api.upload(conversationId, { fileName, contentType, size: chosen.file.size });
      await putFile(ticket.signedUrl, chosen.file, contentType, (progress) => update(chosen.key, { progress }));
      update(chosen.key, { status: "uploaded", progress: 1, storagePath: ticket.storagePath, uploadedFor: conversationId });
      return { fileName, storagePath: ticket.storagePath };
    } catch (error) {
      update(chosen.key, { status: "failed", error: sendErrorText(error) });
      return undefined;
    }
  }

  /** Uploads every chosen file not uploaded yet; undefined when any failed (each says why). */
  async function uploadAll(conversationId: string): Promise<SentFile[] | undefined> {
    const sent = await Promise.all(filesRef.current.map((chosen) => uploadOne(conversationId, chosen)));
    return sent.every((file) => file !== undefined) ? (sent as SentFile[]) : undefined;
  }

  return { files, rejections, add, remove, clear, uploadAll };
}

export type Attachments = ReturnType<typeof useAttachments>;
