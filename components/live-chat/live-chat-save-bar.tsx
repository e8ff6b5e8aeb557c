"use client";

import { CircleDot } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { Timestamp } from "@/components/ui/timestamp";

type Props = {
  isDirty: boolean;
  isSubmitting: boolean;
  isBlocked: boolean;
  savedAt: string | null;
  onDiscard: () => void;
};

/** Whether there are unsaved changes, with Discard and Save; it stays in view at the bottom of the form. */
export function LiveChatSaveBar({ isDirty, isSubmitting, isBlocked, savedAt, onDiscard }: Props) {
  return (
    <div className="sticky bottom-0 z-10 -mx-1 flex flex-wrap items-center justify-end gap-2 border-t bg-background/95 px-1 py-3 backdrop-blur">
      <p className="mr-auto flex items-center gap-2 text-sm" role="status">
        {isDirty ? (
          <>
            <CircleDot className="size-4 text-warning" aria-hidden="true" />
            <span className="font-medium">Unsaved changes</span>
          </>
        ) : (
          <span className="text-muted-foreground">
            {savedAt ? (
              <>
                All changes saved · last saved <Timestamp value={savedAt} empty="" />
              </>
            ) : (
              "Never saved: the defaults apply."
            )}
          </span>
        )}
      </p>
      <Button type="button" variant="outline" disabled={!isDirty || isSubmitting} onClick={onDiscard}>
        Discard changes
      </Button>
      <Button type="submit" disabled={!isDirty || isSubmitting || isBlocked}>
        {isSubmitting ? <Spinner label="Saving live chat" /> : null}
        Save changes
      </Button>
    </div>
  );
}
