import type { ReactNode } from 'react';
import type { PlotArea } from './chart-datum';
import { CHART_STYLE } from './chart-style';

/** Length of a tick mark, outside the plot. */
const TICK = 6;

/** Which edge of the plot an axis runs along. */
export type AxisSide = 'left' | 'bottom';

/** The axis's own line, along the plot's left or bottom edge. */
export function AxisLine({ side, plot }: { side: AxisSide; plot: PlotArea }) {
  const bottom = plot.top + plot.height;
  return side === 'left' ? (
    <line x1={plot.left} x2={plot.left} y1={plot.top} y2={bottom} stroke={CHART_STYLE.axisLine} />
  ) : (
    <line
      x1={plot.left}
      x2={plot.left + plot.width}
      y1={bottom}
      y2={bottom}
      stroke={CHART_STYLE.axisLine}
    />
  );
}

/**
 * A tick mark at `at` (pixels along the axis) and its label: right-aligned before a left axis,
 * centred under a bottom one.
 */
export function AxisTick({
  side,
  plot,
  at,
  children,
}: {
  side: AxisSide;
  plot: PlotArea;
  at: number;
  children: ReactNode;
}) {
  if (side === 'left') {
    return (
      <>
        <line x1={plot.left - TICK} x2={plot.left} y1={at} y2={at} stroke={CHART_STYLE.axisLine} />
        <text x={plot.left - TICK - 3} y={at} textAnchor="end" dominantBaseline="central">
          {children}
        </text>
      </>
    );
  }
  const bottom = plot.top + plot.height;
  return (
    <>
      <line x1={at} x2={at} y1={bottom} y2={bottom + TICK} stroke={CHART_STYLE.axisLine} />
      <text x={at} y={bottom + TICK + 3} textAnchor="middle" dominantBaseline="hanging">
        {children}
      </text>
    </>
  );
}
