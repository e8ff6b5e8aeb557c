"use client";

import { useEffect, useRef } from "react";

import { centeredScrollLeft } from "@/lib/utils/centered-scroll";

/**
 * For a row that scrolls sideways (tabs on a phone): brings its current item (`aria-current`) to the middle
 * when the page loads and whenever `currentKey` changes, scrolling only the row, never the page. A move
 * after the first one is smooth unless the person prefers less motion.
 */
export function useCurrentInView<T extends HTMLElement>(currentKey: string | undefined) {
  const scroller = useRef<T>(null);
  const hasPlaced = useRef(false);
  useEffect(() => {
    const row = scroller.current;
    const current = row?.querySelector<HTMLElement>("[aria-current]");
    if (!row || !current) return;
    const left = centeredScrollLeft({
      viewport: row.clientWidth,
      content: row.scrollWidth,
      itemStart: current.getBoundingClientRect().left - row.getBoundingClientRect().left + row.scrollLeft,
      itemSize: current.offsetWidth,
    });
    const isCalm = !hasPlaced.current || window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    hasPlaced.current = true;
    if (left !== row.scrollLeft) row.scrollTo({ left, behavior: isCalm ? "instant" : "smooth" });
  }, [currentKey]);
  return scroller;
}
