"use client";

import type { ComponentProps } from "react";

import { lazyDialogKit } from "@/components/ui/lazy-dialog";
import { cn } from "@/lib/utils/cn";

/**
 * The console's confirmations, with Radix's API. Radix's alert dialog is not part of any page's first load:
 * ./lazy-dialog.tsx loads ./alert-dialog-parts.tsx when the page is idle or a trigger is pointed at or focused, and
 * draws the content once the confirmation first opens.
 */
const kit = lazyDialogKit(() => import("./alert-dialog-parts"), "alert-dialog");

const AlertDialog = kit.Root;
const AlertDialogTrigger = kit.Trigger;
/** Needs an `AlertDialogTitle` and, ideally, an `AlertDialogDescription`. */
const AlertDialogContent = kit.boxOf((parts) => parts.AlertDialogBox);
const AlertDialogTitle = kit.loadedPart((parts) => parts.AlertDialogTitle);
const AlertDialogDescription = kit.loadedPart((parts) => parts.AlertDialogDescription);
const AlertDialogAction = kit.loadedPart((parts) => parts.AlertDialogAction);
const AlertDialogCancel = kit.loadedPart((parts) => parts.AlertDialogCancel);

function AlertDialogHeader({ className, ...props }: ComponentProps<"div">) {
  return <div data-slot="alert-dialog-header" className={cn("flex flex-col gap-2 text-center sm:text-left", className)} {...props} />;
}

function AlertDialogFooter({ className, ...props }: ComponentProps<"div">) {
  return <div data-slot="alert-dialog-footer" className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)} {...props} />;
}

export {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
};
