import { describe, expect, it } from 'vitest';
import { estimateTextWidth, thinnedLabelIndexes } from './thin-labels';

describe('thinnedLabelIndexes', () => {
  it('keeps every label when they fit', () => {
    expect(thinnedLabelIndexes(4, 100, 50)).toEqual([0, 1, 2, 3]);
  });

  it('keeps the first and the last, and every k-th label between them', () => {
    // 12 months 30 px apart, labels 50 px wide: one label in two would touch, one in two is kept.
    expect(thinnedLabelIndexes(12, 30, 50)).toEqual([0, 2, 4, 6, 8, 11]);
  });

  it('drops a middle label that would overlap the last', () => {
    expect(thinnedLabelIndexes(5, 20, 50)).toEqual([0, 4]);
    expect(thinnedLabelIndexes(6, 20, 30)).toEqual([0, 2, 5]);
  });

  it('handles no label and one label', () => {
    expect(thinnedLabelIndexes(0, 10, 50)).toEqual([]);
    expect(thinnedLabelIndexes(1, 10, 50)).toEqual([0]);
  });
});

describe('estimateTextWidth', () => {
  it('grows with the text and the font size', () => {
    expect(estimateTextWidth('janv. 26', 12)).toBeGreaterThan(estimateTextWidth('Jan 26', 12));
    expect(estimateTextWidth('Jan 26', 16)).toBeGreaterThan(estimateTextWidth('Jan 26', 12));
  });
});
