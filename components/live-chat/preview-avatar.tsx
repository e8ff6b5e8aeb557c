"use client";

import { MessageCircle } from "lucide-react";
import { useState } from "react";

import { cn } from "@/lib/utils/cn";

type Props = { src: string | undefined; className?: string; color: string; textColor: string };

/**
 * The widget's avatar: the image when there is one and it loads, else a chat icon in the widget's
 * colours. Decorative: the preview names what it shows in words.
 */
export function PreviewAvatar({ src, className, color, textColor }: Props) {
  const [failedSrc, setFailedSrc] = useState<string>();
  const isShown = src !== undefined && failedSrc !== src;
  return (
    <span
      className={cn("flex shrink-0 items-center justify-center overflow-hidden rounded-full border border-black/10", className)}
      style={isShown ? undefined : { backgroundColor: color, color: textColor }}
    >
      {isShown ? (
        // The avatar is served by a signed URL or is a local copy: neither goes through the image optimizer.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={src} alt="" className="size-full object-cover" data-testid="preview-avatar-image" onError={() => setFailedSrc(src)} />
      ) : (
        <MessageCircle className="size-1/2" aria-hidden="true" />
      )}
    </span>
  );
}
