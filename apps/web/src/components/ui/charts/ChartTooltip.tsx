import type { ChartDatum } from './chart-datum';

export interface ChartTooltipProps {
  datum: ChartDatum;
  seriesLabel: string;
  /** The hovered category's x in the chart box; the tooltip sits beside it, on the roomier side. */
  x: number;
  top: number;
  chartWidth: number;
  color: string;
  format: (value: number) => string;
}

/**
 * The hover box of a chart (for mouse users; the figure's data table gives the same figures to
 * everyone else): the category, then the series and its value.
 */
export function ChartTooltip({
  datum,
  seriesLabel,
  x,
  top,
  chartWidth,
  color,
  format,
}: ChartTooltipProps) {
  const side = x < chartWidth / 2 ? { left: x + 12 } : { right: chartWidth - x + 12 };
  return (
    <div
      className="pointer-events-none absolute z-10 whitespace-nowrap rounded-lg border border-ink-200 bg-white px-3 py-2 text-xs shadow-card"
      style={{ ...side, top }}
    >
      <p className="font-medium text-ink-950">{datum.label}</p>
      <p className="mt-1 flex items-center gap-2 text-ink-600">
        <span className="inline-block size-2 rounded-full" style={{ backgroundColor: color }} />
        {seriesLabel}
        <span className="font-semibold text-ink-950 tabular-nums">{format(datum.value)}</span>
      </p>
    </div>
  );
}
