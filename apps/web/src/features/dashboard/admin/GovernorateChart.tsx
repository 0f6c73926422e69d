import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  ResponsiveContainer,
  XAxis,
  YAxis,
} from 'recharts';

export interface GovernorateChartProps {
  data: readonly { gouvernorat: string; count: number }[];
  /** Name of the counted series (tooltip). */
  seriesLabel: string;
  color: string;
}

/**
 * Horizontal bars, one per governorate, largest first (the server orders them), each with its count
 * written at its end. The card gives the same figures as a table for assistive technology, so the
 * drawing is `inert` as well as aria-hidden: nothing inside it (Recharts adds focusable wrappers)
 * can take keyboard focus on something a screen reader cannot announce. The counts are on the bars,
 * so no hover tooltip is needed.
 */
export default function GovernorateChart({ data, seriesLabel, color }: GovernorateChartProps) {
  const height = Math.max(160, data.length * 32 + 40);
  return (
    <div style={{ height }} aria-hidden inert>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={[...data]}
          layout="vertical"
          accessibilityLayer={false}
          margin={{ top: 8, right: 32, bottom: 8, left: 8 }}
        >
          <CartesianGrid horizontal={false} stroke="#eceff5" />
          <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12, fill: '#46556c' }} />
          <YAxis
            type="category"
            dataKey="gouvernorat"
            width={96}
            tick={{ fontSize: 12, fill: '#1f2d45' }}
          />
          <Bar
            dataKey="count"
            name={seriesLabel}
            fill={color}
            radius={[0, 4, 4, 0]}
            isAnimationActive={false}
          >
            <LabelList dataKey="count" position="right" fill="#1f2d45" fontSize={12} />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
