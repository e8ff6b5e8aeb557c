"use client";

import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from "recharts";

import { axisTick, formatCompact, formatNumber, tooltipStyle } from "./chart-theme";

export type ChartBar<Key extends string> = { key: Key; label: string; color: string; stackId?: string };

export type BarSeriesProps<Row, Key extends string> = {
  rows: readonly Row[];
  bars: readonly ChartBar<Key>[];
  /** The category of a row, shown under its bars. */
  categoryOf: (row: Row) => string;
  valueOf: (row: Row, key: Key) => number;
  /** What the chart shows, for screen readers (the table beside it gives the figures). */
  summary: string;
  onBarClick?: (row: Row, key: Key) => void;
  height?: number;
  formatValue?: (value: number) => string;
};

/**
 * Bars over categories (buckets of time, agents, channels), drawn with recharts. Only renders: the figures are
 * prepared before; a click on a bar reports its row and series.
 */
export default function BarSeriesDrawing<Row, Key extends string>({
  rows,
  bars,
  categoryOf,
  valueOf,
  summary,
  onBarClick,
  height = 240,
  formatValue = formatNumber,
}: BarSeriesProps<Row, Key>) {
  const data = rows.map((row, index) => ({
    index,
    category: categoryOf(row),
    ...Object.fromEntries(bars.map((bar) => [bar.key, valueOf(row, bar.key)])),
  }));
  return (
    <div className="w-full" style={{ height }} data-slot="bar-series-chart">
      <BarChart
        data={data}
        responsive
        style={{ width: "100%", height: "100%" }}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        title={summary}
        desc={summary}
        cursor={onBarClick ? "pointer" : undefined}
      >
        <CartesianGrid vertical={false} stroke="var(--border)" />
        <XAxis dataKey="category" tick={axisTick} tickLine={false} axisLine={{ stroke: "var(--border)" }} minTickGap={12} />
        <YAxis tick={axisTick} tickLine={false} axisLine={false} width={48} tickFormatter={formatCompact} allowDecimals={false} />
        <Tooltip {...tooltipStyle} formatter={(value) => formatValue(Number(value))} />
        {bars.length > 1 ? <Legend wrapperStyle={{ fontSize: 12, color: "var(--muted-foreground)" }} /> : null}
        {bars.map((bar) => (
          <Bar
            key={bar.key}
            dataKey={bar.key}
            name={bar.label}
            fill={bar.color}
            stackId={bar.stackId}
            radius={bar.stackId ? 0 : [3, 3, 0, 0]}
            maxBarSize={48}
            isAnimationActive={false}
            onClick={
              onBarClick
                ? (item: { payload?: { index?: number } }) => {
                    const row = rows[item.payload?.index ?? -1];
                    if (row !== undefined) onBarClick(row, bar.key);
                  }
                : undefined
            }
          />
        ))}
      </BarChart>
    </div>
  );
}
