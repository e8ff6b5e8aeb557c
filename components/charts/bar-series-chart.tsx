"use client";

import dynamic from "next/dynamic";
import type { ReactElement } from "react";

import type { BarSeriesProps } from "./bar-series-drawing";

export type { ChartBar } from "./bar-series-drawing";

const defaultHeight = 240;

/**
 * The drawing library is large and only needed once figures are there to draw: it loads after the page, while
 * a box of the chart's height holds its place (the figures are in the table under each chart all along).
 */
const BarSeriesDrawing = dynamic(() => import("./bar-series-drawing"), {
  ssr: false,
  loading: () => null,
});

/** Bars over categories (buckets of time, agents, channels); a click on a bar reports its row and series. */
export function BarSeriesChart<Row, Key extends string>(props: BarSeriesProps<Row, Key>): ReactElement {
  const Drawing = BarSeriesDrawing as unknown as (props: BarSeriesProps<Row, Key>) => ReactElement;
  return (
    <div className="w-full" style={{ height: props.height ?? defaultHeight }}>
      <Drawing {...props} />
    </div>
  );
}
