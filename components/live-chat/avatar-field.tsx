"use client";

import { CheckCircle2, Trash2 } from "lucide-react";
import { useFormState, useWatch, type Control } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { Field, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Progress } from "@/components/ui/progress";
import { liveChatImageAccept, maxAvatarBytes } from "@/lib/queries/live-chat/live-chat-image-file";
import type { AvatarUpload } from "@/lib/queries/live-chat/use-live-chat-avatar-upload";

import type { LiveChatFormOutput, LiveChatFormValues } from "./live-chat-form-values";
import { PreviewAvatar } from "./preview-avatar";

type Props = {
  control: Control<LiveChatFormValues, unknown, LiveChatFormOutput>;
  upload: AvatarUpload;
  /** The image shown now, if any. */
  imageSource: string | undefined;
  onFile: (file: File) => void;
  onRemove: () => void;
};

function UploadStatus({ upload }: { upload: AvatarUpload }) {
  if (upload.stage === "uploading") {
    const percent = Math.round(upload.progress * 100);
    return (
      <div className="grid gap-1.5">
        <p className="text-sm text-muted-foreground">
          Uploading {upload.fileName}… {percent}%
        </p>
        <Progress value={percent} aria-label={`Upload of ${upload.fileName}`} />
      </div>
    );
  }
  if (upload.stage === "done") {
    return (
      <p className="flex items-center gap-2 text-sm">
        <CheckCircle2 className="size-4 text-success" aria-hidden="true" />
        Uploaded {upload.fileName}. Save to show it to visitors.
      </p>
    );
  }
  if (upload.stage === "failed") return <p className="text-sm text-destructive">{upload.error}</p>;
  return null;
}

/** The widget's avatar: an image uploaded through a signed URL, with its progress, or a link to one elsewhere. */
export function AvatarField({ control, upload, imageSource, onFile, onRemove }: Props) {
  const [storagePath, avatarUrl, color, textColor] = useWatch({ control, name: ["avatarStoragePath", "avatarUrl", "color", "textColor"] });
  const { errors } = useFormState({ control, name: "avatarStoragePath" });
  const hasAvatar = Boolean(storagePath || avatarUrl);
  const isUploading = upload.stage === "uploading";

  return (
    <div className="grid gap-4">
      <div className="flex items-center gap-4">
        <PreviewAvatar src={imageSource} className="size-14" color={color ?? "#1F6FEB"} textColor={textColor ?? "#FFFFFF"} />
        <p className="min-w-0 flex-1 text-sm text-muted-foreground">
          {storagePath ? "An uploaded image." : avatarUrl ? "An image linked from the web." : "No avatar: the widget shows a chat icon in its colours."}
        </p>
        {hasAvatar ? (
          <Button type="button" variant="outline" size="sm" onClick={onRemove} disabled={isUploading}>
            <Trash2 aria-hidden="true" />
            Remove avatar
          </Button>
        ) : null}
      </div>
      <Field label="Upload an image" description={`PNG, JPEG, GIF or WebP, up to ${maxAvatarBytes / 1024 / 1024} MiB. Square images look best.`}>
        <Input
          type="file"
          accept={liveChatImageAccept}
          disabled={isUploading}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file) onFile(file);
          }}
        />
      </Field>
      <div aria-live="polite" role="status">
        <UploadStatus upload={upload} />
      </div>
      {errors.avatarStoragePath?.message ? <p className="text-sm text-destructive">{errors.avatarStoragePath.message}</p> : null}
      {storagePath ? null : (
        <FormField
          control={control}
          name="avatarUrl"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Or link to an image (optional)</FormLabel>
              <FormControl>
                <Input
                  type="url"
                  name={field.name}
                  ref={field.ref}
                  value={field.value ?? ""}
                  onChange={(event) => field.onChange(event.target.value.trim() || null)}
                  onBlur={field.onBlur}
                  autoComplete="off"
                  placeholder="https://example.com/avatar.png"
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
      )}
    </div>
  );
}
