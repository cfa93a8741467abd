import { BarChart, type BarSeriesOption, LineChart, type LineSeriesOption } from 'echarts/charts';
import {
  GridComponent,
  type GridComponentOption,
  LegendComponent,
  type LegendComponentOption,
  TooltipComponent,
  type TooltipComponentOption,
} from 'echarts/components';
import { type ComposeOption, type ECharts, init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

// Only what the data centre draws: bars and lines on a grid, a legend and tooltips, on a canvas.
use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

/** The options the data centre's charts take (ECharts' own types, narrowed to the parts registered). */
export type ChartOption = ComposeOption<
  BarSeriesOption | LineSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption
>;

/**
 * One ECharts chart (D44: the kept chart library, loaded only in the data centre's lazy chunk). The canvas
 * is an image named by `label` (what it shows, in words); the figures are in the table beside it.
 */
export function EChart({
  option,
  label,
  height = 280,
}: {
  option: ChartOption;
  label: string;
  height?: number;
}) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);

  useEffect(() => {
    const host = element.current;
    if (host === null) return;
    const created = init(host, undefined, { renderer: 'canvas' });
    chart.current = created;
    const observer = new ResizeObserver(() => created.resize());
    observer.observe(host);
    return () => {
      observer.disconnect();
      created.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return <div ref={element} role="img" aria-label={label} style={{ width: '100%', height }} />;
}
