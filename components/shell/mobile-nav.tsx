"use client";

import { Menu } from "lucide-react";
import dynamic from "next/dynamic";
import { useRef, useState, type ReactNode } from "react";

import { Button } from "@/components/ui/button";
import type { NavigationItem } from "@/lib/console/shell/navigation";

const loadSheet = () => import("./mobile-nav-sheet").then((module) => module.MobileNavSheet);
/** The sheet (Radix's dialog) is not part of every page's first load: it loads when the button is pointed at or focused. */
const MobileNavSheet = dynamic(loadSheet, { ssr: false });

export function MobileNav({ items, header }: { items: NavigationItem[]; header: ReactNode }) {
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={triggerRef}
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label="Open navigation"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        data-state={isOpen ? "open" : "closed"}
        onPointerEnter={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        onClick={() => {
          setHasOpened(true);
          setIsOpen(true);
        }}
      >
        <Menu aria-hidden="true" />
      </Button>
      {hasOpened ? <MobileNavSheet items={items} header={header} isOpen={isOpen} onOpenChange={setIsOpen} triggerRef={triggerRef} /> : null}
    </>
  );
}
