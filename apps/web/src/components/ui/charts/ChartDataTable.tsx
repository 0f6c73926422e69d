import type { ChartDatum } from './chart-datum';

export interface ChartDataTableProps {
  /** The chart's title (the e2e tests and screen readers find the table by it). */
  caption: string;
  categoryHeader: string;
  valueHeader: string;
  rows: readonly ChartDatum[];
}

/**
 * A chart's figures as a table, visually hidden: what screen reader and keyboard users get
 * instead of the drawing (which is aria-hidden), so no bar or point needs focus. The hiding is on
 * a wrapping block: a table's own `overflow: hidden` does not clip its rows, which then stretched
 * the page below its end.
 */
export function ChartDataTable({
  caption,
  categoryHeader,
  valueHeader,
  rows,
}: ChartDataTableProps) {
  return (
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{categoryHeader}</th>
            <th scope="col">{valueHeader}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
