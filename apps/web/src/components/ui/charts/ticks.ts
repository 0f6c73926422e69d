/**
 * Integer ticks from 0 up to a round top that covers `max`, about `intervals` steps of 1, 2 or 5
 * × 10ⁿ, the nearest to max / intervals (d3's rule, what Recharts' `allowDecimals={false}` gave).
 * The scale reaches at least `intervals` (0–4 for counts of 0 to 4, as Recharts drew them), so
 * a single station does not fill the whole chart and an all-zero series keeps an axis.
 */
export function integerTicks(max: number, intervals = 4): number[] {
  const top = Math.max(intervals, Math.ceil(max));
  const raw = top / intervals;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const error = raw / magnitude;
  const factor =
    error >= Math.sqrt(50) ? 10 : error >= Math.sqrt(10) ? 5 : error >= Math.SQRT2 ? 2 : 1;
  const step = Math.max(1, Math.round(factor * magnitude));
  const ticks: number[] = [];
  for (let value = 0; value < top + step; value += step) ticks.push(value);
  return ticks;
}
