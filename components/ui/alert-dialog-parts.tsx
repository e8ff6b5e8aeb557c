"use client";

import { AlertDialog as AlertDialogPrimitive } from "radix-ui";
import type * as React from "react";

import { buttonVariants, type ButtonProps } from "@/components/ui/button";
import { returnFocus, type DialogBoxProps } from "@/components/ui/lazy-dialog";
import { cn } from "@/lib/utils/cn";

function AlertDialogPortal(props: React.ComponentProps<typeof AlertDialogPrimitive.Portal>) {
  return <AlertDialogPrimitive.Portal data-slot="alert-dialog-portal" {...props} />;
}

function AlertDialogOverlay({ className, ...props }: React.ComponentProps<typeof AlertDialogPrimitive.Overlay>) {
  return (
    <AlertDialogPrimitive.Overlay
      data-slot="alert-dialog-overlay"
      className={cn(
        "fixed inset-0 z-50 bg-black/50 data-[state=closed]:animate-out data-[state=closed]:fade-out-0 data-[state=open]:animate-in data-[state=open]:fade-in-0",
        className,
      )}
      {...props}
    />
  );
}

/** Needs an `AlertDialogTitle` and, ideally, an `AlertDialogDescription`. */
function AlertDialogContent({ className, ...props }: React.ComponentProps<typeof AlertDialogPrimitive.Content>) {
  return (
    <AlertDialogPortal>
      <AlertDialogOverlay />
      <AlertDialogPrimitive.Content
        data-slot="alert-dialog-content"
        className={cn(
          "fixed top-[50%] left-[50%] z-50 grid max-h-[calc(100dvh-2rem)] w-full max-w-[calc(100%-2rem)] translate-x-[-50%] translate-y-[-50%] gap-4 overflow-y-auto rounded-lg border bg-background p-6 shadow-lg duration-200 outline-none data-[state=closed]:animate-out data-[state=closed]:fade-out-0 data-[state=closed]:zoom-out-95 data-[state=open]:animate-in data-[state=open]:fade-in-0 data-[state=open]:zoom-in-95 sm:max-w-lg",
          className,
        )}
        {...props}
      />
    </AlertDialogPortal>
  );
}

function AlertDialogTitle({ className, ...props }: React.ComponentProps<typeof AlertDialogPrimitive.Title>) {
  return <AlertDialogPrimitive.Title data-slot="alert-dialog-title" className={cn("text-lg font-semibold", className)} {...props} />;
}

function AlertDialogDescription({ className, ...props }: React.ComponentProps<typeof AlertDialogPrimitive.Description>) {
  return <AlertDialogPrimitive.Description data-slot="alert-dialog-description" className={cn("text-sm text-muted-foreground", className)} {...props} />;
}

type ActionProps = React.ComponentProps<typeof AlertDialogPrimitive.Action> & Pick<ButtonProps, "variant" | "size">;

function AlertDialogAction({ className, variant, size, ...props }: ActionProps) {
  return <AlertDialogPrimitive.Action data-slot="alert-dialog-action" className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}

type CancelProps = React.ComponentProps<typeof AlertDialogPrimitive.Cancel> & Pick<ButtonProps, "variant" | "size">;

function AlertDialogCancel({ className, variant = "outline", size, ...props }: CancelProps) {
  return <AlertDialogPrimitive.Cancel data-slot="alert-dialog-cancel" className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}

/** The open alert dialog as ./alert-dialog.tsx draws it once loaded: Radix's root, held open or closed by the lazy root, around the content. */
function AlertDialogBox({ open, onOpenChange, triggerRef, onCloseAutoFocus, ...props }: React.ComponentProps<typeof AlertDialogContent> & DialogBoxProps) {
  return (
    <AlertDialogPrimitive.Root data-slot="alert-dialog" open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent {...props} onCloseAutoFocus={(event) => returnFocus(event, onCloseAutoFocus, triggerRef)} />
    </AlertDialogPrimitive.Root>
  );
}

export { AlertDialogAction, AlertDialogBox, AlertDialogCancel, AlertDialogDescription, AlertDialogTitle };
