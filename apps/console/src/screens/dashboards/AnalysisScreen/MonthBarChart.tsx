import type { MonthBarPoint } from '@onsite/domain';
import { theme } from 'antd';

export interface MonthBarChartProps {
  points: readonly MonthBarPoint[];
  /** What the chart shows, read by assistive technology (the table beside it has the figures). */
  label: string;
  /** The month label shown under a bar (the server's `x` as it came by default). */
  labelOf?: (x: string) => string;
}

const WIDTH = 720;
const HEIGHT = 300;
const PADDING = { top: 24, right: 16, bottom: 32, left: 48 };
const TICKS = 4;

/** A round upper bound for the axis: 1, 2, 2.5 or 5 × a power of ten, at least the largest value. */
export function axisMaximum(max: number): number {
  if (max <= 0) return TICKS;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 2.5, 5, 10].map((factor) => factor * magnitude).find((bound) => bound >= max);
  return step ?? max;
}

/**
 * The month bars of `/analysis/month-bar` in plain SVG (no chart library): scaled bars with their
 * values above them, month labels below and a value axis with grid lines. Colours come from the
 * antd theme so the text keeps its contrast.
 */
export function MonthBarChart({ points, label, labelOf = (x) => x }: MonthBarChartProps) {
  const { token } = theme.useToken();
  const top = axisMaximum(Math.max(0, ...points.map((point) => point.y)));
  const plotWidth = WIDTH - PADDING.left - PADDING.right;
  const plotHeight = HEIGHT - PADDING.top - PADDING.bottom;
  const slot = plotWidth / Math.max(points.length, 1);
  const barWidth = Math.min(40, slot * 0.6);
  const yOf = (value: number) => PADDING.top + plotHeight - (value / top) * plotHeight;
  const ticks = Array.from({ length: TICKS + 1 }, (_, index) => (top / TICKS) * index);

  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      style={{ width: '100%', height: 'auto', display: 'block' }}
      fontSize={12}
      fontFamily={token.fontFamily}
    >
      {ticks.map((tick) => (
        <g key={tick}>
          <line
            x1={PADDING.left}
            x2={WIDTH - PADDING.right}
            y1={yOf(tick)}
            y2={yOf(tick)}
            stroke={token.colorBorderSecondary}
          />
          <text
            x={PADDING.left - 8}
            y={yOf(tick)}
            dy="0.32em"
            textAnchor="end"
            fill={token.colorTextSecondary}
          >
            {Number.isInteger(tick) ? tick : tick.toFixed(1)}
          </text>
        </g>
      ))}
      {points.map((point, index) => {
        const x = PADDING.left + slot * index + (slot - barWidth) / 2;
        const y = yOf(point.y);
        return (
          <g key={point.x} data-month={point.x}>
            <rect
              x={x}
              y={y}
              width={barWidth}
              height={PADDING.top + plotHeight - y}
              fill={token.colorPrimary}
              rx={2}
            />
            <text x={x + barWidth / 2} y={y - 6} textAnchor="middle" fill={token.colorText}>
              {point.y}
            </text>
            <text
              x={x + barWidth / 2}
              y={HEIGHT - PADDING.bottom + 18}
              textAnchor="middle"
              fill={token.colorTextSecondary}
            >
              {labelOf(point.x)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
