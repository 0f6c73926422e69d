import { CategoryAxis } from './CategoryAxis';
import { ChartTooltip } from './ChartTooltip';
import type { ChartDatum } from './chart-datum';
import { CHART_STYLE } from './chart-style';
import { bandSlots, barPath } from './geometry';
import { horizontalPlotArea, verticalPlotArea } from './plot-area';
import { integerTicks } from './ticks';
import { useHoveredIndex } from './use-hovered-index';
import { ValueAxis } from './ValueAxis';

export interface BarChartProps {
  data: readonly ChartDatum[];
  width: number;
  height: number;
  color: string;
  /** Name of the series (the tooltip's line). */
  seriesLabel: string;
  /** 'vertical': columns rising over the categories; 'horizontal': bars running right from them. */
  orientation?: 'vertical' | 'horizontal';
  /** Writes each value at the end of its bar. */
  showValues?: boolean;
  /** Shows the hovered column's value in a box (vertical charts). */
  tooltip?: boolean;
  /** Room for the category names of a horizontal chart. */
  categoryWidth?: number;
  format?: (value: number) => string;
}

const MAX_BAR_SIZE = 40;

/**
 * A bar chart in plain SVG with integer ticks. A zero draws no bar (as Recharts did). The SVG is
 * aria-hidden: the caller gives the figures as text (ChartDataTable).
 */
export function BarChart({
  data,
  width,
  height,
  color,
  seriesLabel,
  orientation = 'vertical',
  showValues = false,
  tooltip = false,
  categoryWidth = 96,
  format = String,
}: BarChartProps) {
  const ticks = integerTicks(Math.max(0, ...data.map((datum) => datum.value)));
  const top = ticks.at(-1) ?? 1;
  const horizontal = orientation === 'horizontal';
  const plot = horizontal
    ? horizontalPlotArea(
        width,
        height,
        categoryWidth,
        showValues ? data.map((datum) => format(datum.value)) : [],
      )
    : verticalPlotArea(width, height, ticks, format);
  const slots = bandSlots(data.length, horizontal ? plot.height : plot.width, 0.2, MAX_BAR_SIZE);
  const centers = slots.map((slot) => (horizontal ? plot.top : plot.left) + slot.center);
  const hoverable = tooltip && !horizontal;
  const { hovered, onMouseMove, onMouseLeave } = useHoveredIndex(centers);
  const hoveredDatum = hoverable && hovered !== null ? data[hovered] : undefined;
  const hoveredSlot = hovered !== null ? slots[hovered] : undefined;
  const step = data.length > 0 ? plot.width / data.length : 0;
  const bottom = plot.top + plot.height;
  const valueAt = horizontal
    ? (value: number) => plot.left + (value / top) * plot.width
    : (value: number) => bottom - (value / top) * plot.height;

  return (
    <>
      <svg
        width={width}
        height={height}
        aria-hidden
        className="block overflow-visible"
        {...(hoverable ? { onMouseMove, onMouseLeave } : {})}
      >
        {hoveredDatum && hoveredSlot ? (
          <rect
            x={plot.left + hoveredSlot.center - step / 2}
            y={plot.top}
            width={step}
            height={plot.height}
            fill={CHART_STYLE.gridLight}
          />
        ) : null}
        <ValueAxis
          ticks={ticks}
          position={valueAt}
          plot={plot}
          side={horizontal ? 'bottom' : 'left'}
          grid={horizontal ? 'light' : 'dashed'}
          format={format}
        />
        <CategoryAxis
          labels={data.map((datum) => datum.label)}
          positions={centers}
          plot={plot}
          side={horizontal ? 'left' : 'bottom'}
        />
        {data.map((datum, index) => {
          const slot = slots[index];
          if (!slot) return null;
          const length = (datum.value / top) * (horizontal ? plot.width : plot.height);
          const bar =
            datum.value > 0 ? (
              <path
                data-bar
                fill={color}
                d={
                  horizontal
                    ? barPath(plot.left, plot.top + slot.start, length, slot.size, 'right')
                    : barPath(plot.left + slot.start, bottom - length, slot.size, length, 'top')
                }
              />
            ) : null;
          const value = showValues ? (
            <text
              fontSize={CHART_STYLE.fontSize}
              fill={CHART_STYLE.labelText}
              {...(horizontal
                ? {
                    x: plot.left + length + 5,
                    y: plot.top + slot.center,
                    dominantBaseline: 'central',
                  }
                : { x: plot.left + slot.center, y: bottom - length - 5, textAnchor: 'middle' })}
            >
              {format(datum.value)}
            </text>
          ) : null;
          return (
            <g key={datum.label}>
              {bar}
              {value}
            </g>
          );
        })}
      </svg>
      {hoveredDatum && hoveredSlot ? (
        <ChartTooltip
          datum={hoveredDatum}
          seriesLabel={seriesLabel}
          x={plot.left + hoveredSlot.center}
          top={plot.top}
          chartWidth={width}
          color={color}
          format={format}
        />
      ) : null}
    </>
  );
}
