import { describe, expect, it } from 'vitest';
import { parseGeoJsonText } from './parse.ts';

describe('parseGeoJsonText', () => {
  it('parses JSON text', () => {
    expect(parseGeoJsonText('{"type":"Point","coordinates":[112.2,-7.5]}')).toEqual({
      type: 'Point',
      coordinates: [112.2, -7.5],
    });
    expect(parseGeoJsonText(' [1, 2] ')).toEqual([1, 2]);
  });

  it.each([['{"type": "Point"'], [''], ['   '], ['undefined'], ["{'type': 'Point'}"], ['{"a": 1,}']])(
    'gives undefined for %j and does not throw',
    (text) => {
      expect(parseGeoJsonText(text)).toBeUndefined();
    },
  );

  it('does not throw for a non-string from untyped callers', () => {
    expect(parseGeoJsonText(42 as unknown as string)).toBeUndefined();
  });
});
