import type { PlotArea } from './chart-datum';
import { estimateTextWidth } from './thin-labels';

const MARGIN = 8;
/** Height of the labels under an axis: tick mark, gap, one line of text. */
const AXIS_LABELS = 24;

/** Columns and lines: value labels on the left (as wide as the widest tick), categories underneath. */
export function verticalPlotArea(
  width: number,
  height: number,
  ticks: readonly number[],
  format: (value: number) => string,
): PlotArea {
  const left = Math.ceil(Math.max(0, ...ticks.map((tick) => estimateTextWidth(format(tick))))) + 12;
  const top = MARGIN + 4;
  return { left, top, width: width - left - MARGIN * 2, height: height - top - AXIS_LABELS };
}

/**
 * Horizontal bars: names on the left in `categoryWidth`, numbers underneath, and room on the
 * right for the widest figure written at a bar's end (none when `values` is empty).
 */
export function horizontalPlotArea(
  width: number,
  height: number,
  categoryWidth: number,
  values: readonly string[],
): PlotArea {
  const left = MARGIN + categoryWidth;
  const widest = Math.max(0, ...values.map((value) => estimateTextWidth(value)));
  const right = Math.max(MARGIN * 2, Math.ceil(widest) + 12);
  return { left, top: MARGIN, width: width - left - right, height: height - MARGIN - AXIS_LABELS };
}
