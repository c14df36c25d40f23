import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date.ts';

describe('formatDate', () => {
  it('writes a two-digit day, the Indonesian month name and the year', () => {
    expect(formatDate('2025-01-05T10:00:00.000Z')).toBe('05 Januari 2025');
    expect(formatDate('2024-08-17T12:00:00.000Z')).toBe('17 Agustus 2024');
    expect(formatDate(new Date(2023, 11, 31, 12))).toBe('31 Desember 2023');
  });

  it('writes the English long form in the English mode', () => {
    expect(formatDate('2025-01-05T10:00:00.000Z', 'en-GB')).toBe('05 January 2025');
  });

  it('shows a dash for a missing or broken date', () => {
    expect(formatDate(null)).toBe('-');
    expect(formatDate('')).toBe('-');
    expect(formatDate('not a date')).toBe('-');
  });
});
