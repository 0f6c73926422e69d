import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarChart } from './BarChart';

const months = [
  { label: 'janv. 26', value: 3 },
  { label: 'févr. 26', value: 0 },
  { label: 'mars 26', value: 7 },
];

function bars(container: HTMLElement) {
  return [...container.querySelectorAll('path[data-bar]')];
}

/** Height of a column drawn by barPath (from its base at y0 up to its top). */
function columnHeight(path: Element) {
  const [, base, topCorner] = /^M[\d.]+,([\d.]+)V([\d.]+)/.exec(path.getAttribute('d') ?? '') ?? [];
  return Number(base) - Number(topCorner) + 4;
}

describe('BarChart', () => {
  it('draws a column per non-zero value, as tall as its value on the integer scale', () => {
    const { container } = render(
      <BarChart data={months} width={400} height={288} color="#047a5c" seriesLabel="Sessions" />,
    );
    const drawn = bars(container);
    expect(drawn).toHaveLength(2);
    // Scale 0–8: 7 is 7/8 of the plot's height, 3 is 3/8 of it.
    expect(columnHeight(drawn[1]!) / columnHeight(drawn[0]!)).toBeCloseTo(7 / 3, 5);
    expect(drawn[0]).toHaveAttribute('fill', '#047a5c');
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('writes the integer ticks and every month that fits', () => {
    render(
      <BarChart data={months} width={400} height={288} color="#047a5c" seriesLabel="Sessions" />,
    );
    for (const tick of ['0', '2', '4', '6', '8'])
      expect(screen.getByText(tick)).toBeInTheDocument();
    for (const { label } of months) expect(screen.getByText(label)).toBeInTheDocument();
  });

  it('thins the months on a narrow chart, keeping the first and the last', () => {
    const year = Array.from({ length: 12 }, (_, index) => ({
      label: `mois ${index + 1}`,
      value: index,
    }));
    render(
      <BarChart data={year} width={320} height={288} color="#047a5c" seriesLabel="Sessions" />,
    );
    expect(screen.getByText('mois 1')).toBeInTheDocument();
    expect(screen.getByText('mois 12')).toBeInTheDocument();
    expect(screen.queryByText('mois 2')).not.toBeInTheDocument();
  });

  it('shows the hovered month and its value in a tooltip, and hides it when the mouse leaves', () => {
    const { container } = render(
      <BarChart
        data={months}
        width={400}
        height={288}
        color="#047a5c"
        seriesLabel="Sessions"
        tooltip
      />,
    );
    const svg = container.querySelector('svg')!;
    // jsdom lays nothing out: the SVG's box is at 0, so clientX is the x inside the chart.
    fireEvent.mouseMove(svg, { clientX: 380 });
    expect(screen.getByText('Sessions').parentElement).toHaveTextContent('Sessions7');
    expect(screen.getAllByText('mars 26')).toHaveLength(2);
    fireEvent.mouseLeave(svg);
    expect(screen.queryByText('Sessions')).not.toBeInTheDocument();
  });

  it('lays governorates out as horizontal bars with their count at the end', () => {
    const { container } = render(
      <BarChart
        data={[
          { label: 'Tunis', value: 12 },
          { label: 'Sfax', value: 5 },
        ]}
        width={500}
        height={200}
        color="#2563eb"
        seriesLabel="Stations"
        orientation="horizontal"
        showValues
      />,
    );
    const [tunis, sfax] = bars(container);
    const length = (path: Element | undefined) =>
      Number(/^M([\d.]+),[\d.]+H([\d.]+)/.exec(path?.getAttribute('d') ?? '')?.[2]) -
      Number(/^M([\d.]+)/.exec(path?.getAttribute('d') ?? '')?.[1]) +
      4;
    expect(length(tunis) / length(sfax)).toBeCloseTo(12 / 5, 5);
    expect(screen.getByText('Tunis')).toHaveAttribute('text-anchor', 'end');
    // Each count is written right after its bar's end.
    expect(tunis?.nextElementSibling).toHaveTextContent('12');
    expect(sfax?.nextElementSibling).toHaveTextContent('5');
    expect(Number(sfax?.nextElementSibling?.getAttribute('x'))).toBe(104 + length(sfax) + 5);
  });
});
