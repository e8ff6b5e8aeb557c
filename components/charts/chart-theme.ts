/** The chart palette and text styles, from the theme's CSS variables so charts follow light and dark. */
export const chartColors = ["var(--chart-1)", "var(--chart-2)", "var(--chart-3)", "var(--chart-4)", "var(--chart-5)"] as const;

export const chartColor = (index: number) => chartColors[index % chartColors.length]!;

export const axisTick = { fill: "var(--muted-foreground)", fontSize: 12 } as const;

export const tooltipStyle = {
  contentStyle: {
    background: "var(--popover)",
    color: "var(--popover-foreground)",
    border: "1px solid var(--border)",
    borderRadius: "0.5rem",
    fontSize: "0.8125rem",
  },
  labelStyle: { color: "var(--popover-foreground)", fontWeight: 600 },
  itemStyle: { color: "var(--popover-foreground)" },
  cursor: { fill: "var(--muted)", opacity: 0.6 },
} as const;

const compact = new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

export const formatCompact = (value: number) => compact.format(value);
export const formatNumber = (value: number) => whole.format(value);
