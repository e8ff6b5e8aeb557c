"use client";

import { useEffect, useState } from "react";

/** The current time, moving on every so often, for "waited 4 min" that keeps counting. */
export function useNow(everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
