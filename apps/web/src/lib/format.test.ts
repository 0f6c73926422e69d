import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatNumber, toIsoDate } from './format';

describe('format', () => {
  it('formats dates as dd/MM/yyyy, reading plain ISO dates as calendar dates', () => {
    expect(formatDate('2024-03-05')).toBe('05/03/2024');
    expect(formatDate(new Date(2024, 11, 31, 23, 59))).toBe('31/12/2024');
    expect(formatDate(null)).toBe('—');
    expect(formatDate('not a date')).toBe('—');
    expect(formatDate('2024-02-31')).toBe('—');
  });

  it('formats date-times with a 24-hour clock', () => {
    expect(formatDateTime(new Date(2024, 0, 2, 9, 5))).toBe('02/01/2024 09:05');
  });

  it('round-trips input dates', () => {
    expect(toIsoDate('2024-03-05')).toBe('2024-03-05');
  });

  it('formats numbers per language', () => {
    expect(formatNumber(1234.5, undefined, 'en')).toBe('1,234.5');
    expect(formatNumber(1234.5, undefined, 'fr').replace(/\s/g, ' ')).toBe('1 234,5');
  });
});
