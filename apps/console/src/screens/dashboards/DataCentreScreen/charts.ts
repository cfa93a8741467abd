import type { DataCentreDay, DataCentreGroup } from '@onsite/domain';
import type { ChartOption } from './EChart';

/** Names of the series, in the language shown. */
interface SeriesNames {
  orders: string;
  completed: string;
}

/** Orders and completed orders per day, as two lines (the day on the x axis). */
export function perDayOption(days: readonly DataCentreDay[], names: SeriesNames): ChartOption {
  return {
    animation: false,
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 40, right: 16, top: 36, bottom: 28 },
    xAxis: { type: 'category', data: days.map((day) => day.day.slice(5)) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      {
        name: names.orders,
        type: 'line',
        data: days.map((day) => day.orders),
        showSymbol: days.length <= 31,
      },
      {
        name: names.completed,
        type: 'line',
        data: days.map((day) => day.completed),
        showSymbol: days.length <= 31,
      },
    ],
  };
}

/** Orders and completed orders per province or enterprise, as bars (the ten with the most orders). */
export function groupOption(groups: readonly DataCentreGroup[], names: SeriesNames): ChartOption {
  const shown = groups.slice(0, 10);
  return {
    animation: false,
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 48, right: 16, top: 36, bottom: 28 },
    xAxis: {
      type: 'category',
      data: shown.map((group) => group.name),
      axisLabel: { interval: 0, width: 90, overflow: 'truncate' },
    },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      { name: names.orders, type: 'bar', data: shown.map((group) => group.orders) },
      { name: names.completed, type: 'bar', data: shown.map((group) => group.completed) },
    ],
  };
}
