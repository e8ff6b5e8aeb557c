/** The red, green and blue (0–255) of a `#RGB` or `#RRGGBB` colour, or undefined for anything else. */
export function parseHexColor(value: string): [number, number, number] | undefined {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (!match) return undefined;
  const hex = match[1]!.length === 3 ? [...match[1]!].map((digit) => digit + digit).join("") : match[1]!;
  return [0, 2, 4].map((start) => Number.parseInt(hex.slice(start, start + 2), 16)) as [number, number, number];
}

/** `#RGB` spelled out as `#RRGGBB` in capitals (what a colour picker takes), or undefined for no colour. */
export function fullHexColor(value: string): string | undefined {
  const rgb = parseHexColor(value);
  return rgb
    ? `#${rgb
        .map((channel) => channel.toString(16).padStart(2, "0"))
        .join("")
        .toUpperCase()}`
    : undefined;
}

const linear = (channel: number) => {
  const share = channel / 255;
  return share <= 0.04045 ? share / 12.92 : ((share + 0.055) / 1.055) ** 2.4;
};

/** WCAG 2 relative luminance of a colour, 0 (black) to 1 (white). */
export function relativeLuminance([red, green, blue]: [number, number, number]): number {
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** WCAG 2 contrast ratio of two hex colours, 1 to 21; undefined when either is not a colour. */
export function contrastRatio(first: string, second: string): number | undefined {
  const a = parseHexColor(first);
  const b = parseHexColor(second);
  if (!a || !b) return undefined;
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The least contrast WCAG AA asks of normal-size text. */
export const minimumTextContrast = 4.5;

/**
 * A warning when text of `textColor` on `backgroundColor` would be hard to read (below WCAG AA's 4.5:1);
 * undefined when it reads well or either is not a colour yet.
 */
export function contrastWarning(backgroundColor: string, textColor: string): string | undefined {
  const ratio = contrastRatio(backgroundColor, textColor);
  if (ratio === undefined || ratio >= minimumTextContrast) return undefined;
  return `The header text has a contrast of ${ratio.toFixed(1)}:1 on the header colour; many visitors will not be able to read it. Choose colours with at least ${minimumTextContrast}:1.`;
}
