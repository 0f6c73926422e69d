import { BarChart } from '@/components/ui/charts/BarChart';
import { ResponsiveChart } from '@/components/ui/charts/ResponsiveChart';

export interface GovernorateChartProps {
  data: readonly { gouvernorat: string; count: number }[];
  /** Name of the counted series. */
  seriesLabel: string;
  color: string;
}

/**
 * Horizontal bars, one per governorate, largest first (the server orders them), each with its count
 * written at its end. The card gives the same figures as a table for assistive technology, so the
 * drawing is `inert` as well as aria-hidden: nothing inside it can take focus or be announced. The
 * counts are on the bars, so no hover tooltip is needed.
 */
export default function GovernorateChart({ data, seriesLabel, color }: GovernorateChartProps) {
  const height = Math.max(160, data.length * 32 + 40);
  return (
    <ResponsiveChart height={height} aria-hidden inert>
      {(width) => (
        <BarChart
          data={data.map((row) => ({ label: row.gouvernorat, value: row.count }))}
          width={width}
          height={height}
          color={color}
          seriesLabel={seriesLabel}
          orientation="horizontal"
          showValues
        />
      )}
    </ResponsiveChart>
  );
}
