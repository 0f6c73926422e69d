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
  return area(left, top, width - left - MARGIN * 2, height - top - AXIS_LABELS);
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
  return area(left, MARGIN, width - left - right, height - MARGIN - AXIS_LABELS);
}

/** A box too small for its axes draws an empty plot rather than negative sizes. */
function area(left: number, top: number, width: number, height: number): PlotArea {
  return { left, top, width: Math.max(0, width), height: Math.max(0, height) };
}
