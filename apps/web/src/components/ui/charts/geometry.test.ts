import { describe, expect, it } from 'vitest';
import { bandSlots, barPath, nearestIndex, pointPositions } from './geometry';

describe('bandSlots', () => {
  it('splits the length into equal slots, each bar 80 % of its slot and centred', () => {
    expect(bandSlots(4, 400)).toEqual([
      { start: 10, size: 80, center: 50 },
      { start: 110, size: 80, center: 150 },
      { start: 210, size: 80, center: 250 },
      { start: 310, size: 80, center: 350 },
    ]);
  });

  it('keeps a lone bar no thicker than the maximum, centred in its slot', () => {
    expect(bandSlots(1, 100, 0.2, 40)).toEqual([{ start: 30, size: 40, center: 50 }]);
  });

  it('gives nothing for no category', () => {
    expect(bandSlots(0, 400)).toEqual([]);
  });
});

describe('pointPositions', () => {
  it('spreads points from one end to the other', () => {
    expect(pointPositions(3, 200)).toEqual([0, 100, 200]);
  });

  it('puts a single point in the middle', () => {
    expect(pointPositions(1, 200)).toEqual([100]);
  });
});

describe('nearestIndex', () => {
  it('finds the nearest position, or none in an empty chart', () => {
    expect(nearestIndex([50, 150, 250], 0)).toBe(0);
    expect(nearestIndex([50, 150, 250], 180)).toBe(1);
    expect(nearestIndex([50, 150, 250], 900)).toBe(2);
    expect(nearestIndex([], 10)).toBeNull();
  });
});

describe('barPath', () => {
  it('rounds the top of a column and keeps its base square', () => {
    expect(barPath(10, 20, 30, 100, 'top')).toBe('M10,120V24Q10,20 14,20H36Q40,20 40,24V120Z');
  });

  it('rounds the right end of a horizontal bar', () => {
    expect(barPath(0, 0, 50, 20, 'right')).toBe('M0,0H46Q50,0 50,4V16Q50,20 46,20H0Z');
  });

  it('shrinks the radius to fit a short bar', () => {
    expect(barPath(0, 0, 2, 20, 'right')).toBe('M0,0H1Q2,0 2,1V19Q2,20 1,20H0Z');
  });
});
