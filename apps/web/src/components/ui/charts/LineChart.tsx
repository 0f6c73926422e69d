import { CategoryAxis } from './CategoryAxis';
import { ChartTooltip } from './ChartTooltip';
import type { ChartDatum } from './chart-datum';
import { CHART_STYLE } from './chart-style';
import { pointPositions } from './geometry';
import { verticalPlotArea } from './plot-area';
import { integerTicks } from './ticks';
import { useHoveredIndex } from './use-hovered-index';
import { ValueAxis } from './ValueAxis';

export interface LineChartProps {
  data: readonly ChartDatum[];
  width: number;
  height: number;
  color: string;
  /** Name of the series (the tooltip's line). */
  seriesLabel: string;
  format?: (value: number) => string;
}

/**
 * A line chart in plain SVG with integer ticks, months underneath and the hovered month's value
 * in a box. Its points run from one end of the plot to the other; the SVG lets the first and last
 * month's labels reach past its box (as Recharts did). It is aria-hidden: the caller gives the
 * figures as text (ChartDataTable).
 */
export function LineChart({
  data,
  width,
  height,
  color,
  seriesLabel,
  format = String,
}: LineChartProps) {
  const ticks = integerTicks(Math.max(0, ...data.map((datum) => datum.value)));
  const top = ticks.at(-1) ?? 1;
  const plot = verticalPlotArea(width, height, ticks, format);
  const xs = pointPositions(data.length, plot.width).map((x) => plot.left + x);
  const bottom = plot.top + plot.height;
  const yOf = (value: number) => bottom - (value / top) * plot.height;
  const points = data.map((datum, index) => `${xs[index] ?? 0},${yOf(datum.value)}`);
  const { hovered, onMouseMove, onMouseLeave } = useHoveredIndex(xs);
  const hoveredDatum = hovered !== null ? data[hovered] : undefined;
  const hoveredX = hovered !== null ? (xs[hovered] ?? 0) : 0;

  return (
    <>
      <svg
        width={width}
        height={height}
        aria-hidden
        className="block overflow-visible"
        onMouseMove={onMouseMove}
        onMouseLeave={onMouseLeave}
      >
        <ValueAxis
          ticks={ticks}
          position={yOf}
          plot={plot}
          side="left"
          grid="dashed"
          format={format}
        />
        <CategoryAxis
          labels={data.map((datum) => datum.label)}
          positions={xs}
          plot={plot}
          side="bottom"
        />
        {hoveredDatum ? (
          <line
            x1={hoveredX}
            x2={hoveredX}
            y1={plot.top}
            y2={bottom}
            stroke={CHART_STYLE.axisLine}
          />
        ) : null}
        {points.length > 0 ? (
          <polyline
            data-line
            points={points.join(' ')}
            fill="none"
            stroke={color}
            strokeWidth={2}
            strokeLinejoin="round"
            strokeLinecap="round"
          />
        ) : null}
        {hoveredDatum ? (
          <circle
            cx={hoveredX}
            cy={yOf(hoveredDatum.value)}
            r={4}
            fill={color}
            stroke="#fff"
            strokeWidth={2}
          />
        ) : null}
      </svg>
      {hoveredDatum ? (
        <ChartTooltip
          datum={hoveredDatum}
          seriesLabel={seriesLabel}
          x={hoveredX}
          top={plot.top}
          chartWidth={width}
          color={color}
          format={format}
        />
      ) : null}
    </>
  );
}
