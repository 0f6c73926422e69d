import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LineChart } from './LineChart';

const fleet = [
  { label: 'janv. 26', value: 1 },
  { label: 'févr. 26', value: 1 },
  { label: 'mars 26', value: 4 },
];

function points(container: HTMLElement) {
  const line = container.querySelector('polyline[data-line]');
  return (line?.getAttribute('points') ?? '')
    .split(' ')
    .map((point) => point.split(',').map(Number));
}

describe('LineChart', () => {
  it('joins one point per month, left to right, higher for a larger value', () => {
    const { container } = render(
      <LineChart data={fleet} width={400} height={288} color="#047a5c" seriesLabel="Stations" />,
    );
    const [first, second, third] = points(container);
    expect(first?.[0]).toBeLessThan(second?.[0] ?? 0);
    expect(second?.[0]).toBeLessThan(third?.[0] ?? 0);
    expect(first?.[1]).toBe(second?.[1]);
    expect(third?.[1]).toBeLessThan(second?.[1] ?? 0);
    for (const tick of ['0', '1', '2', '3', '4'])
      expect(screen.getByText(tick)).toBeInTheDocument();
  });

  it('shows the month under the mouse and its value', () => {
    const { container } = render(
      <LineChart data={fleet} width={400} height={288} color="#047a5c" seriesLabel="Stations" />,
    );
    const svg = container.querySelector('svg')!;
    fireEvent.mouseMove(svg, { clientX: 0 });
    expect(screen.getByText('Stations').parentElement).toHaveTextContent('Stations1');
    expect(screen.getAllByText('janv. 26')).toHaveLength(2);
    fireEvent.mouseLeave(svg);
    expect(screen.queryByText('Stations')).not.toBeInTheDocument();
  });

  it('draws no line without data', () => {
    const { container } = render(
      <LineChart data={[]} width={400} height={288} color="#047a5c" seriesLabel="Stations" />,
    );
    expect(container.querySelector('polyline')).toBeNull();
  });
});
