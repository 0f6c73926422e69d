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

const TICK = 6;

/** The categories' axis: its line, a tick mark and a label per category. */
export function CategoryAxis({ labels, positions, plot, side }: CategoryAxisProps) {
  const bottom = plot.top + plot.height;
  if (side === 'left') {
    return (
      <g fontSize={CHART_STYLE.fontSize} fill={CHART_STYLE.labelText}>
        <line
          x1={plot.left}
          x2={plot.left}
          y1={plot.top}
          y2={bottom}
          stroke={CHART_STYLE.axisLine}
        />
        {labels.map((label, index) => {
          const at = positions[index] ?? 0;
          return (
            <g key={label}>
              <line
                x1={plot.left - TICK}
                x2={plot.left}
                y1={at}
                y2={at}
                stroke={CHART_STYLE.axisLine}
              />
              <text x={plot.left - TICK - 3} y={at} textAnchor="end" dominantBaseline="central">
                {label}
              </text>
            </g>
          );
        })}
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
      <line
        x1={plot.left}
        x2={plot.left + plot.width}
        y1={bottom}
        y2={bottom}
        stroke={CHART_STYLE.axisLine}
      />
      {shown.map((index) => {
        const at = positions[index] ?? 0;
        return (
          <g key={labels[index]}>
            <line x1={at} x2={at} y1={bottom} y2={bottom + TICK} stroke={CHART_STYLE.axisLine} />
            <text x={at} y={bottom + TICK + 3} textAnchor="middle" dominantBaseline="hanging">
              {labels[index]}
            </text>
          </g>
        );
      })}
    </g>
  );
}
