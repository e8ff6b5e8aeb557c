"use client";

import { useFormState } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { DialogClose, DialogFooter } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";

type Props = {
  submitLabel: string;
  /** What the spinner says while the form is being saved, e.g. "Creating the key". */
  pendingLabel: string;
  /** Keeps the submit button off for a reason of the form's own (e.g. a schema with problems). */
  isSubmitBlocked?: boolean;
};

/** A dialog form's Cancel and submit buttons; submit waits, with a spinner, while the form is being saved. */
export function FormDialogFooter({ submitLabel, pendingLabel, isSubmitBlocked = false }: Props) {
  const { isSubmitting } = useFormState();
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button type="button" variant="outline">
          Cancel
        </Button>
      </DialogClose>
      <Button type="submit" disabled={isSubmitting || isSubmitBlocked}>
        {isSubmitting ? <Spinner label={pendingLabel} /> : null}
        {submitLabel}
      </Button>
    </DialogFooter>
  );
}
