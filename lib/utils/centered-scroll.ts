/** A scroller's visible width, the width of what it holds, and where one item of it starts and how wide it is. */
export type ScrollGeometry = { viewport: number; content: number; itemStart: number; itemSize: number };

/**
 * Where a horizontal scroller should stand for an item to sit in its middle, as far as its ends allow; an item
 * near either end brings that end into view instead (what `scrollIntoView({ inline: "center" })` does, for
 * one scroller only, so the page itself never moves).
 */
export function centeredScrollLeft({ viewport, content, itemStart, itemSize }: ScrollGeometry): number {
  const furthest = Math.max(0, content - viewport);
  const centered = itemStart + itemSize / 2 - viewport / 2;
  return Math.round(Math.min(furthest, Math.max(0, centered)));
}
