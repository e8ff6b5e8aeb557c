"use client";

import type { ComponentProps } from "react";

import { lazyDialogKit } from "@/components/ui/lazy-dialog";
import { cn } from "@/lib/utils/cn";

/**
 * The console's dialogs, with Radix's API. Radix's dialog (its focus trap, dismissable layer and presence) is not
 * part of any page's first load: ./lazy-dialog.tsx loads ./dialog-parts.tsx when the page is idle or a trigger is
 * pointed at or focused, and draws the content once the dialog first opens.
 */
const kit = lazyDialogKit(() => import("./dialog-parts"), "dialog");

const Dialog = kit.Root;
const DialogTrigger = kit.Trigger;
/** Every dialog needs a `DialogTitle` (visually hide it with `className="sr-only"` if necessary). */
const DialogContent = kit.boxOf((parts) => parts.DialogBox);
const DialogTitle = kit.loadedPart((parts) => parts.DialogTitle);
const DialogDescription = kit.loadedPart((parts) => parts.DialogDescription);
const DialogClose = kit.loadedPart((parts) => parts.DialogClose);

function DialogHeader({ className, ...props }: ComponentProps<"div">) {
  return <div data-slot="dialog-header" className={cn("flex flex-col gap-2 text-center sm:text-left", className)} {...props} />;
}

function DialogFooter({ className, ...props }: ComponentProps<"div">) {
  return <div data-slot="dialog-footer" className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)} {...props} />;
}

export { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger };
