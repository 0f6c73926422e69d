import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChartDataTable } from './ChartDataTable';

describe('ChartDataTable', () => {
  it("gives a chart's figures as a captioned table, one row per category", () => {
    render(
      <ChartDataTable
        caption="Sessions de charge par mois"
        categoryHeader="Mois"
        valueHeader="Sessions de charge"
        rows={[
          { label: 'janv. 26', value: 3 },
          { label: 'févr. 26', value: 0 },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Sessions de charge par mois' });
    expect(within(table).getByRole('columnheader', { name: 'Mois' })).toBeInTheDocument();
    expect(
      within(table).getByRole('columnheader', { name: 'Sessions de charge' }),
    ).toBeInTheDocument();
    const row = within(table).getByRole('row', { name: /févr\. 26/ });
    expect(within(row).getByRole('rowheader')).toHaveTextContent('févr. 26');
    expect(within(row).getByRole('cell')).toHaveTextContent('0');
    expect(table.parentElement).toHaveClass('sr-only');
  });
});
