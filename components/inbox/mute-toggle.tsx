"use client";

import { Bell, BellOff } from "lucide-react";

import { Button } from "@/components/ui/button";

/** Turns the chime for waiting conversations off and on; remembered in this browser. */
export function MuteToggle({ isMuted, onChange }: { isMuted: boolean; onChange: (isMuted: boolean) => void }) {
  return (
    <Button type="button" variant="outline" size="sm" aria-pressed={isMuted} onClick={() => onChange(!isMuted)}>
      {isMuted ? <BellOff aria-hidden="true" /> : <Bell aria-hidden="true" />}
      Mute sound
    </Button>
  );
}
