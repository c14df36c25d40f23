import { describe, expect, it } from 'vitest';
import { formatLandArea, formatLength } from './format-measure.ts';

describe('formatLength', () => {
  it.each([
    [0, '0 m'],
    [850.4, '850 m'],
    [999.4, '999 m'],
    [999.6, '1,0 km'],
    [1_234, '1,2 km'],
    [12_345, '12,3 km'],
    [1_234_567, '1.234,6 km'],
  ])('%d m in Indonesian is %s', (metres, expected) => {
    expect(formatLength(metres, 'id-ID')).toBe(expected);
  });

  it('writes English numbers in English', () => {
    expect(formatLength(1_234, 'en-GB')).toBe('1.2 km');
    expect(formatLength(1_234_567, 'en-GB')).toBe('1,234.6 km');
  });

  it('shows a negative or non-finite length as zero rather than nonsense', () => {
    expect(formatLength(-5, 'id-ID')).toBe('0 m');
    expect(formatLength(Number.NaN, 'id-ID')).toBe('0 m');
  });
});

describe('formatLandArea', () => {
  it.each([
    [0, '0 m²'],
    [300.4, '300 m²'],
    [999.4, '999 m²'],
    [999.6, '0,10 ha'],
    [8_450, '0,85 ha'],
    [10_000, '1,00 ha'],
    [123_456, '12,35 ha'],
    [123_456_789, '12.345,68 ha'],
  ])('%d m² in Indonesian is %s', (m2, expected) => {
    expect(formatLandArea(m2, 'id-ID')).toBe(expected);
  });

  it('writes English numbers in English', () => {
    expect(formatLandArea(8_450, 'en-GB')).toBe('0.85 ha');
    expect(formatLandArea(1_500, 'en-GB')).toBe('0.15 ha');
    expect(formatLandArea(2_500.2, 'en-GB')).toBe('0.25 ha');
    expect(formatLandArea(123_456_789, 'en-GB')).toBe('12,345.68 ha');
  });

  it('shows a negative or non-finite area as zero rather than nonsense', () => {
    expect(formatLandArea(-5, 'id-ID')).toBe('0 m²');
    expect(formatLandArea(Number.POSITIVE_INFINITY, 'id-ID')).toBe('0 m²');
  });
});
