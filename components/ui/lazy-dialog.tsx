"use client";

import { Slot } from "radix-ui";
import { createContext, use, useCallback, useEffect, useRef, useState, type ComponentProps, type ComponentType, type ReactNode, type RefObject } from "react";

import { lazyModule } from "@/components/ui/lazy-module";

/** What a dialog's loaded box is given: Radix's root is held open or closed by the lazy root. */
export type DialogBoxProps = {
  open: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The trigger, drawn before Radix loaded: the focus goes back to it when the dialog closes. */
  triggerRef: RefObject<HTMLElement | null>;
};

type DialogState = {
  isOpen: boolean;
  /** Open now or before: the content stays mounted once opened, so it can close with its animation and hand the focus back. */
  hasOpened: boolean;
  setOpen: (isOpen: boolean) => void;
  triggerRef: RefObject<HTMLElement | null>;
};

type RootProps = {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  children?: ReactNode;
};

type TriggerProps = ComponentProps<"button"> & { asChild?: boolean };

/** How long a dialog waiting for its code waits after a failed fetch before fetching again. */
const retryLoadMs = 2_000;

/**
 * A dialog kind (Radix's dialog or alert dialog) with Radix's API, whose Radix part is not in any page's first load:
 * it loads when the page is idle, or as soon as a trigger is pointed at or focused. The root and the trigger are the
 * console's own and never change: the trigger is the same button before and after the load, so nothing a user does
 * on it is lost. A press before the load opens the dialog as soon as its content arrives, and Radix then moves the
 * focus into it as it does for any dialog that opens.
 */
export function lazyDialogKit<Parts>(load: () => Promise<Parts>, slot: string) {
  const { preload, useModule: useParts, keepLoading } = lazyModule(load);
  let isIdleLoadPlanned = false;

  function preloadWhenIdle() {
    if (isIdleLoadPlanned) return;
    isIdleLoadPlanned = true;
    if (typeof window.requestIdleCallback !== "function") return void preload();
    window.requestIdleCallback(() => void preload());
  }

  const DialogContext = createContext<DialogState | null>(null);

  function useDialog(part: string): DialogState {
    const dialog = use(DialogContext);
    if (!dialog) throw new Error(`${part} must be inside its dialog's root.`);
    return dialog;
  }

  function Root({ open, defaultOpen = false, onOpenChange, children }: RootProps) {
    const [ownIsOpen, setOwnIsOpen] = useState(defaultOpen);
    const isControlled = open !== undefined;
    const isOpen = open ?? ownIsOpen;
    const [hasOpened, setHasOpened] = useState(isOpen);
    if (isOpen && !hasOpened) setHasOpened(true);
    const triggerRef = useRef<HTMLElement | null>(null);
    const setOpen = useCallback(
      (next: boolean) => {
        if (!isControlled) setOwnIsOpen(next);
        onOpenChange?.(next);
      },
      [isControlled, onOpenChange],
    );
    useEffect(preloadWhenIdle, []);
    return <DialogContext value={{ isOpen, hasOpened, setOpen, triggerRef }}>{children}</DialogContext>;
  }

  function Trigger({ asChild, onClick, onPointerEnter, onFocus, ref, ...props }: TriggerProps) {
    const dialog = useDialog(`${slot} trigger`);
    const Element = asChild ? Slot.Root : "button";
    return (
      <Element
        // A button that opens a dialog submits nothing: under asChild too, unless the child says otherwise.
        type="button"
        aria-haspopup="dialog"
        aria-expanded={dialog.isOpen}
        data-state={dialog.isOpen ? "open" : "closed"}
        data-slot={`${slot}-trigger`}
        {...props}
        ref={(node: HTMLButtonElement | null) => {
          dialog.triggerRef.current = node;
          if (typeof ref === "function") ref(node);
          else if (ref) ref.current = node;
        }}
        onPointerEnter={(event) => {
          onPointerEnter?.(event);
          void preload();
        }}
        onFocus={(event) => {
          onFocus?.(event);
          void preload();
        }}
        onClick={(event) => {
          onClick?.(event);
          if (!event.defaultPrevented) dialog.setOpen(!dialog.isOpen);
        }}
      />
    );
  }

  /** The dialog's content: nothing until it first opens, then the loaded box (Radix's root and content) with the root's state. */
  function boxOf<Props extends object>(pick: (loaded: Parts) => ComponentType<Props & DialogBoxProps>) {
    function Content(props: Props) {
      const dialog = useDialog(`${slot} content`);
      const loaded = useParts();
      // Open and still without its code (a press before it arrived, or a fetch that failed): fetched until it comes.
      const isWaiting = dialog.isOpen && !loaded;
      useEffect(() => (isWaiting ? keepLoading(retryLoadMs) : undefined), [isWaiting]);
      if (!dialog.hasOpened || !loaded) return null;
      const Box = pick(loaded);
      return <Box {...props} open={dialog.isOpen} onOpenChange={dialog.setOpen} triggerRef={dialog.triggerRef} />;
    }
    return Content;
  }

  /** A part drawn only inside the open content, so only once Radix's parts are there. */
  function loadedPart<Props extends object>(pick: (loaded: Parts) => ComponentType<Props>) {
    function Part(props: Props) {
      const loaded = useParts();
      if (!loaded) return null;
      const Loaded = pick(loaded);
      return <Loaded {...props} />;
    }
    return Part;
  }

  return { Root, Trigger, boxOf, loadedPart };
}

/**
 * Where the focus goes when a loaded dialog closes: what the caller's handler decides, or else back to the trigger
 * (Radix's modal dialogs hand it to their own trigger, which a lazy dialog does not render).
 */
export function returnFocus(event: Event, onCloseAutoFocus: ((event: Event) => void) | undefined, triggerRef: RefObject<HTMLElement | null>) {
  onCloseAutoFocus?.(event);
  if (event.defaultPrevented) return;
  event.preventDefault();
  triggerRef.current?.focus();
}
