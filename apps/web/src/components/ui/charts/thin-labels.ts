/** Rough width of `text` drawn at `fontSize` px in the UI font (no layout needed, good enough to space labels). */
export function estimateTextWidth(text: string, fontSize = 12): number {
  return text.length * fontSize * 0.55;
}

/**
 * Which of `count` evenly spaced labels to draw when they do not all fit: the first and the last
 * always, and every k-th one between them, k the smallest step that leaves `gap` px between
 * neighbours (Recharts' `preserveStartEnd`). A middle label too close to the last is dropped.
 */
export function thinnedLabelIndexes(
  count: number,
  spacing: number,
  labelWidth: number,
  gap = 8,
): number[] {
  if (count === 0) return [];
  const every = Math.max(1, Math.ceil((labelWidth + gap) / Math.max(spacing, 1)));
  const last = count - 1;
  const kept: number[] = [];
  for (let index = 0; index < last; index += every) {
    if (index === 0 || last - index >= every) kept.push(index);
  }
  kept.push(last);
  return kept;
}
