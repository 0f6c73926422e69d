import { renderWithProviders } from '@test/utils';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChartCard } from './ChartCard';

describe('ChartCard', () => {
  it('gives the per-governorate figures as a table named by the card title', async () => {
    renderWithProviders(
      <ChartCard
        title="Stations par gouvernorat"
        seriesLabel="Stations"
        color="#2563eb"
        data={[
          { gouvernorat: 'Tunis', count: 12 },
          { gouvernorat: 'Sfax', count: 5 },
        ]}
      />,
    );
    const table = await screen.findByRole('table', { name: 'Stations par gouvernorat' });
    expect(within(table).getByRole('columnheader', { name: 'Stations' })).toBeInTheDocument();
    const sfax = within(table).getByRole('row', { name: /Sfax/ });
    expect(within(sfax).getByRole('cell')).toHaveTextContent('5');
  });

  it('says there is no data yet instead of drawing an empty chart', async () => {
    renderWithProviders(
      <ChartCard
        title="Stations par gouvernorat"
        seriesLabel="Stations"
        color="#2563eb"
        data={[]}
      />,
    );
    expect(await screen.findByText('Pas encore de données.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
