import { describe, expect, it } from 'vitest';
import { horizontalPlotArea, verticalPlotArea } from './plot-area';

describe('verticalPlotArea', () => {
  it('leaves room on the left for the widest tick label', () => {
    const narrow = verticalPlotArea(400, 288, [0, 1, 2], String);
    const wide = verticalPlotArea(400, 288, [0, 5000, 10000], String);
    expect(wide.left).toBeGreaterThan(narrow.left);
    expect(wide.left + wide.width).toBe(narrow.left + narrow.width);
  });

  it('never gives a negative size to a box too small for its axes', () => {
    expect(verticalPlotArea(10, 10, [0, 1], String)).toMatchObject({ width: 0, height: 0 });
  });
});

describe('horizontalPlotArea', () => {
  it('starts after the names and keeps room on the right for the widest figure', () => {
    const plot = horizontalPlotArea(500, 200, 96, ['12', '1234']);
    expect(plot.left).toBe(104);
    expect(500 - plot.left - plot.width).toBeGreaterThan(4 * 12 * 0.55);
  });
});
