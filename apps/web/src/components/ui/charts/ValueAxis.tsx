import { AxisLine, AxisTick } from './axis-parts';
import type { PlotArea } from './chart-datum';
import { CHART_STYLE } from './chart-style';

export interface ValueAxisProps {
  ticks: readonly number[];
  /** Pixel position of a value along the axis. */
  position: (value: number) => number;
  plot: PlotArea;
  /** 'left' for columns and lines (horizontal grid lines), 'bottom' for horizontal bars. */
  side: 'left' | 'bottom';
  /** Dashed grid (columns, lines) or a light solid one (horizontal bars). */
  grid: 'dashed' | 'light';
  format?: (value: number) => string;
}

/** The numbers axis: its grid lines across the plot, its line, tick marks and labels. */
export function ValueAxis({ ticks, position, plot, side, grid, format = String }: ValueAxisProps) {
  const gridStroke = grid === 'dashed' ? CHART_STYLE.grid : CHART_STYLE.gridLight;
  const dash = grid === 'dashed' ? '3 3' : undefined;
  const bottom = plot.top + plot.height;
  return (
    <g fontSize={CHART_STYLE.fontSize} fill={CHART_STYLE.tickText}>
      {ticks.map((value) => {
        const at = position(value);
        return (
          <g key={value}>
            {side === 'left' ? (
              <line
                x1={plot.left}
                x2={plot.left + plot.width}
                y1={at}
                y2={at}
                stroke={gridStroke}
                strokeDasharray={dash}
              />
            ) : (
              <line
                x1={at}
                x2={at}
                y1={plot.top}
                y2={bottom}
                stroke={gridStroke}
                strokeDasharray={dash}
              />
            )}
            <AxisTick side={side} plot={plot} at={at}>
              {format(value)}
            </AxisTick>
          </g>
        );
      })}
      <AxisLine side={side} plot={plot} />
    </g>
  );
}
