"use client";

import { useTheme } from "next-themes";
import { useEffect, type CSSProperties } from "react";
import { Toaster as Sonner, toast, type ToasterProps } from "sonner";

import { toasterRequest } from "./toast";

function toasterTheme(theme: string | undefined): ToasterProps["theme"] {
  return theme === "light" || theme === "dark" ? theme : "system";
}

function Toaster(props: ToasterProps) {
  const { theme } = useTheme();
  // Sonner's toaster listens from its own effect, which runs before this one: the waiting toasts can be shown.
  useEffect(() => toasterRequest.ready(toast), []);
  return (
    <Sonner
      theme={toasterTheme(theme)}
      className="toaster group"
      style={
        {
          "--normal-bg": "var(--popover)",
          "--normal-text": "var(--popover-foreground)",
          "--normal-border": "var(--border)",
        } as CSSProperties
      }
      {...props}
    />
  );
}

export { Toaster };
