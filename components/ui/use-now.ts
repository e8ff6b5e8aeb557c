"use client";

import { useEffect, useState } from "react";

/** The current time, renewed every `intervalMs`, for what depends on the clock ("waited 4 min" that keeps counting). */
export function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
