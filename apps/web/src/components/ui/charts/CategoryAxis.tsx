import { AxisLine, AxisTick } from './axis-parts';
import type { PlotArea } from './chart-datum';
import { CHART_STYLE } from './chart-style';
import { estimateTextWidth, thinnedLabelIndexes } from './thin-labels';

export interface CategoryAxisProps {
  labels: readonly string[];
  /** Pixel position of each category's middle along the axis. */
  positions: readonly number[];
  plot: PlotArea;
  /** 'bottom' (months, thinned when they do not fit) or 'left' (names, right-aligned). */
  side: 'bottom' | 'left';
}

/** The categories' axis: its line, a tick mark and a label per category. */
export function CategoryAxis({ labels, positions, plot, side }: CategoryAxisProps) {
  if (side === 'left') {
    return (
      <g fontSize={CHART_STYLE.fontSize} fill={CHART_STYLE.labelText}>
        <AxisLine side="left" plot={plot} />
        {labels.map((label, index) => (
          <g key={label}>
            <AxisTick side="left" plot={plot} at={positions[index] ?? 0}>
              {label}
            </AxisTick>
          </g>
        ))}
      </g>
    );
  }
  const spacing = positions.length > 1 ? (positions[1] ?? 0) - (positions[0] ?? 0) : plot.width;
  const widest = Math.max(
    0,
    ...labels.map((label) => estimateTextWidth(label, CHART_STYLE.fontSize)),
  );
  const shown = thinnedLabelIndexes(labels.length, spacing, widest);
  return (
    <g fontSize={CHART_STYLE.fontSize} fill={CHART_STYLE.tickText}>
      <AxisLine side="bottom" plot={plot} />
      {shown.map((index) => (
        <g key={labels[index]}>
          <AxisTick side="bottom" plot={plot} at={positions[index] ?? 0}>
            {labels[index]}
          </AxisTick>
        </g>
      ))}
    </g>
  );
}
