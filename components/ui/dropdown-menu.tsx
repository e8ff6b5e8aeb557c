"use client";

import { Slot } from "radix-ui";
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type ComponentType,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
} from "react";

import { lazyModule } from "@/components/ui/lazy-module";

type Parts = typeof import("./dropdown-menu-parts");

/**
 * The console's menus, with Radix's API. Radix's menu and its positioning are not part of any page's first load:
 * they load when the page is idle, or as soon as a menu's trigger is pointed at, focused or pressed. Until then the
 * trigger is drawn as it will be (a closed menu button), and a press on it opens the menu once it has loaded.
 */
const menuParts = lazyModule(() => import("./dropdown-menu-parts"));
const loadParts = menuParts.preload;
/** Radix's parts once loaded; the server and hydration draw the trigger alone, as the menu starts closed. */
const useParts = menuParts.useModule;

type MenuState = {
  parts: Parts | undefined;
  /** A press on the trigger before the menu loaded: it opens once loaded. */
  openOnLoad: () => void;
  /** Whether the trigger had the focus when it was swapped for Radix's, which then takes it. */
  triggerHadFocusRef: RefObject<boolean>;
};

const MenuContext = createContext<MenuState | null>(null);

function useMenu(part: string): MenuState {
  const menu = use(MenuContext);
  if (!menu) throw new Error(`${part} must be inside a DropdownMenu.`);
  return menu;
}

/** A part drawn only inside an open menu, so only once Radix's parts are there. */
function loadedPart<Name extends keyof Parts>(name: Name) {
  type Props = ComponentProps<Parts[Name]>;
  function Part(props: Props) {
    // Props of the part by the same name: what the caller gives is handed on as it is.
    const Loaded = useMenu(name).parts?.[name] as ComponentType<object> | undefined;
    return Loaded ? <Loaded {...(props as object)} /> : null;
  }
  Part.displayName = name;
  return Part;
}

function DropdownMenu({ defaultOpen, ...props }: ComponentProps<Parts["DropdownMenu"]>) {
  const loaded = useParts();
  const [isOpenOnLoad, setOpenOnLoad] = useState(false);
  const triggerHadFocusRef = useRef(false);
  const openOnLoad = useCallback(() => {
    setOpenOnLoad(true);
    void loadParts();
  }, []);

  useEffect(() => {
    if (typeof window.requestIdleCallback !== "function") return void loadParts();
    const handle = window.requestIdleCallback(() => void loadParts());
    return () => window.cancelIdleCallback(handle);
  }, []);

  const menu = { parts: loaded, openOnLoad, triggerHadFocusRef };
  return <MenuContext value={menu}>{loaded ? <loaded.DropdownMenu defaultOpen={defaultOpen || isOpenOnLoad} {...props} /> : props.children}</MenuContext>;
}

const opensMenu = new Set(["Enter", " ", "ArrowDown"]);

function DropdownMenuTrigger({ asChild, onPointerDown, onKeyDown, onPointerEnter, onFocus, ref, ...props }: ComponentProps<Parts["DropdownMenuTrigger"]>) {
  const { parts: loaded, openOnLoad, triggerHadFocusRef } = useMenu("DropdownMenuTrigger");
  const own = useRef<HTMLButtonElement>(null);

  useLayoutEffect(() => {
    if (!loaded || !triggerHadFocusRef.current) return;
    triggerHadFocusRef.current = false;
    own.current?.focus();
  }, [loaded, triggerHadFocusRef]);

  const setRef = (node: HTMLButtonElement | null) => {
    own.current = node;
    if (typeof ref === "function") ref(node);
    else if (ref) ref.current = node;
  };

  if (loaded) {
    return <loaded.DropdownMenuTrigger {...{ asChild, onPointerDown, onKeyDown, onPointerEnter, onFocus, ...props }} ref={setRef} />;
  }

  const Trigger = asChild ? Slot.Root : "button";
  return (
    <Trigger
      type={asChild ? undefined : "button"}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      data-slot="dropdown-menu-trigger"
      {...props}
      ref={setRef}
      onPointerEnter={(event: PointerEvent<HTMLButtonElement>) => {
        onPointerEnter?.(event);
        void loadParts();
      }}
      onFocus={(event: FocusEvent<HTMLButtonElement>) => {
        onFocus?.(event);
        triggerHadFocusRef.current = true;
        void loadParts();
      }}
      onBlur={() => (triggerHadFocusRef.current = false)}
      onPointerDown={(event: PointerEvent<HTMLButtonElement>) => {
        onPointerDown?.(event);
        if (!event.defaultPrevented && event.button === 0 && !props.disabled) openOnLoad();
      }}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        onKeyDown?.(event);
        if (event.defaultPrevented || props.disabled || !opensMenu.has(event.key)) return;
        event.preventDefault();
        triggerHadFocusRef.current = true;
        openOnLoad();
      }}
    />
  );
}

const DropdownMenuPortal = loadedPart("DropdownMenuPortal");
const DropdownMenuContent = loadedPart("DropdownMenuContent");
const DropdownMenuGroup = loadedPart("DropdownMenuGroup");
const DropdownMenuItem = loadedPart("DropdownMenuItem");
const DropdownMenuCheckboxItem = loadedPart("DropdownMenuCheckboxItem");
const DropdownMenuRadioGroup = loadedPart("DropdownMenuRadioGroup");
const DropdownMenuRadioItem = loadedPart("DropdownMenuRadioItem");
const DropdownMenuLabel = loadedPart("DropdownMenuLabel");
const DropdownMenuSeparator = loadedPart("DropdownMenuSeparator");
const DropdownMenuShortcut = loadedPart("DropdownMenuShortcut");
const DropdownMenuSub = loadedPart("DropdownMenuSub");
const DropdownMenuSubTrigger = loadedPart("DropdownMenuSubTrigger");
const DropdownMenuSubContent = loadedPart("DropdownMenuSubContent");

export {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuPortal,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
};
