"use client";

import type { ReactNode, RefObject } from "react";

import { Sheet, SheetContent, SheetTitle } from "@/components/ui/sheet";
import type { NavigationItem } from "@/lib/console/shell/navigation";

import { SidebarNav } from "./sidebar-nav";

type Props = {
  items: NavigationItem[];
  header: ReactNode;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The button that opens it: the focus goes back to it when the sheet closes. */
  triggerRef: RefObject<HTMLButtonElement | null>;
};

/** The navigation as a sheet from the left, for narrow screens; loaded by ./mobile-nav.tsx when it is first wanted. */
export function MobileNavSheet({ items, header, isOpen, onOpenChange, triggerRef }: Props) {
  return (
    <Sheet open={isOpen} onOpenChange={onOpenChange}>
      <SheetContent
        side="left"
        className="w-72 bg-sidebar p-4"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          triggerRef.current?.focus();
        }}
      >
        <SheetTitle className="sr-only">Navigation</SheetTitle>
        <div className="flex flex-col gap-4">
          {header}
          <SidebarNav items={items} onNavigate={() => onOpenChange(false)} />
        </div>
      </SheetContent>
    </Sheet>
  );
}
