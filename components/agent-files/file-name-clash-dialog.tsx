"use client";

import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import type { ClashChoice } from "@/lib/console/files/duplicate-names";

type Props = {
  /** The name an agent's file already has; no dialog without one. */
  fileName: string | undefined;
  /** How many more dropped files wait for the same question after this one. */
  waitingAfter: number;
  onChoose: (choice: ClashChoice) => void;
};

/** "A file named X already exists": replace it, keep both, or upload nothing. Escape cancels. */
export function FileNameClashDialog({ fileName, waitingAfter, onChoose }: Props) {
  return (
    <AlertDialog open={fileName !== undefined} onOpenChange={(isOpen) => (isOpen ? undefined : onChoose("cancel"))}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>A file named {fileName} already exists</AlertDialogTitle>
          <AlertDialogDescription>
            Replace deletes the earlier file and its passages once the new one is uploaded. Keep both uploads the new one beside it, numbered like &ldquo;name
            (2)&rdquo;.
            {waitingAfter > 0 ? ` ${waitingAfter} more ${waitingAfter === 1 ? "file waits" : "files wait"} for the same question.` : ""}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <Button type="button" variant="outline" onClick={() => onChoose("keep-both")}>
            Keep both
          </Button>
          <Button type="button" onClick={() => onChoose("replace")}>
            Replace
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
