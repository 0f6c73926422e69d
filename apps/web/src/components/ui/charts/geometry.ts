/** One category's slot along an axis: where it starts, its size, and its middle. */
export interface Slot {
  start: number;
  size: number;
  center: number;
}

/**
 * Splits `length` into `count` equal slots, each bar filling (1 − gap) of its slot, centred
 * (Recharts' band axis with its 10 % category gap on each side), and no thicker than `maxSize`
 * (one governorate alone would otherwise be a slab).
 */
export function bandSlots(count: number, length: number, gap = 0.2, maxSize = Infinity): Slot[] {
  if (count === 0) return [];
  const step = length / count;
  const size = Math.min(step * (1 - gap), maxSize);
  return Array.from({ length: count }, (_, index) => {
    const center = step * index + step / 2;
    return { start: center - size / 2, size, center };
  });
}

/** Positions of `count` points spread from one end of `length` to the other (a line's x). */
export function pointPositions(count: number, length: number): number[] {
  if (count === 1) return [length / 2];
  return Array.from({ length: count }, (_, index) => (length * index) / (count - 1));
}

/** The index of the position nearest to `at` (the hovered category), or null when there is none. */
export function nearestIndex(positions: readonly number[], at: number): number | null {
  let best: number | null = null;
  for (const [index, position] of positions.entries()) {
    if (best === null || Math.abs(position - at) < Math.abs((positions[best] ?? 0) - at)) {
      best = index;
    }
  }
  return best;
}

/**
 * SVG path of a bar whose far end (top of a column, right of a horizontal bar) has rounded
 * corners, the radius shrunk to fit a short bar.
 */
export function barPath(
  x: number,
  y: number,
  width: number,
  height: number,
  end: 'top' | 'right',
  radius = 4,
): string {
  const r = Math.max(0, Math.min(radius, width / 2, height / 2));
  if (end === 'top') {
    return `M${x},${y + height}V${y + r}Q${x},${y} ${x + r},${y}H${x + width - r}Q${x + width},${y} ${x + width},${y + r}V${y + height}Z`;
  }
  return `M${x},${y}H${x + width - r}Q${x + width},${y} ${x + width},${y + r}V${y + height - r}Q${x + width},${y + height} ${x + width - r},${y + height}H${x}Z`;
}
