import { describe, expect, it } from 'vitest';
import { formatArea } from './area.ts';

describe('formatArea', () => {
  it.each([
    [12_345, '12,345 m² (1.23 ha)'],
    [8_450.4, '8,450 m² (0.85 ha)'],
    [0, '0 m² (0.00 ha)'],
    [0.4, '0 m² (0.00 ha)'],
    [999_999.4, '999,999 m² (100.00 ha)'],
    [999_999.6, '1.00 km² (100.00 ha)'],
    [1_000_000, '1.00 km² (100.00 ha)'],
    [2_354_000, '2.35 km² (235.40 ha)'],
    [123_456_789, '123.46 km² (12,345.68 ha)'],
  ])('%d m² is %s', (m2, expected) => {
    expect(formatArea(m2)).toBe(expected);
  });

  it("writes the numbers with the locale's separators", () => {
    expect(formatArea(12_345, 'id-ID')).toBe('12.345 m² (1,23 ha)');
    expect(formatArea(123_456_789, 'id-ID')).toBe('123,46 km² (12.345,68 ha)');
  });

  it('shows a negative or non-finite area as zero rather than nonsense', () => {
    expect(formatArea(-5)).toBe('0 m² (0.00 ha)');
    expect(formatArea(Number.NaN)).toBe('0 m² (0.00 ha)');
  });
});
