import { WebMercatorViewport } from '@deck.gl/core';
import { describe, expect, it } from 'vitest';
import { commonX, commonY } from '../../../shared/map-style/projection.ts';
import { flatProjectionProps } from './flat-projection.ts';

const f = Math.fround;

/**
 * The vertex shader's `flat_project_to_clipspace` step by step in float32, as the GPU runs it, then to
 * pixels: so the uniforms can be checked against deck.gl's own projection of the same place.
 */
function shaderPixel(
  viewport: WebMercatorViewport,
  origin: [number, number],
  [lng, lat]: [number, number],
  upload: 'float32' | 'float64',
): [number, number] {
  const props = flatProjectionProps(viewport, origin);
  const offsetX = commonX(lng) - origin[0];
  const offsetY = commonY(lat) - origin[1];
  // deck.gl uploads float64 as its float32 value and the remainder; float32 with a zero remainder.
  const high = [f(offsetX), f(offsetY)];
  const low = upload === 'float64' ? [f(offsetX - high[0]!), f(offsetY - high[1]!)] : [0, 0];
  const uniform = (values: number[]) => values.map(f);
  const [eyeHighX, eyeHighY] = uniform(props.eyeHigh);
  const [eyeLowX, eyeLowY] = uniform(props.eyeLow);
  const fromEyeX = f(f(high[0]! - eyeHighX!) + f(low[0]! - eyeLowX!));
  const fromEyeY = f(f(high[1]! - eyeHighY!) + f(low[1]! - eyeLowY!));
  const [eyeClip, xAxis, yAxis] = [uniform(props.eyeClip), uniform(props.xAxis), uniform(props.yAxis)];
  const clip = [0, 1, 3].map((i) => f(f(eyeClip[i]! + f(xAxis[i]! * fromEyeX)) + f(yAxis[i]! * fromEyeY)));
  const [x, y, w] = clip as [number, number, number];
  return [((x / w + 1) / 2) * viewport.width, ((1 - y / w) / 2) * viewport.height];
}

const view = (longitude: number, latitude: number, zoom: number) =>
  new WebMercatorViewport({ width: 1000, height: 700, longitude, latitude, zoom });

describe('flatProjectionProps', () => {
  it('projects common space like deck.gl: x from longitude, y growing north', () => {
    expect(commonX(-180)).toBe(0);
    expect(commonX(180)).toBe(512);
    expect(commonY(0)).toBeCloseTo(256, 10);
    expect(commonY(10)).toBeGreaterThan(256);
    const viewport = view(110.4, -7.8, 15);
    const [x, y] = viewport.projectPosition([110.41, -7.79]);
    expect(commonX(110.41)).toBeCloseTo(x!, 9);
    expect(commonY(-7.79)).toBeCloseTo(y!, 9);
  });

  it.each([
    ['a village at the deepest zoom', 110.4, -7.8, 21, [110.4012, -7.8007], [110.4003, -7.8011]],
    ['a village zoomed out', 110.4, -7.8, 9, [110.52, -7.91], [110.45, -7.85]],
    ['far north, at the deepest zoom', 25.7, 66.5, 21, [25.7009, 66.5004], [25.7, 66.5]],
  ] as const)('puts a float32 place where deck.gl does: %s', (_, lng, lat, zoom, place, centre) => {
    const viewport = view(lng, lat, zoom);
    const origin: [number, number] = [commonX(centre[0]), commonY(centre[1])];
    const [x, y] = shaderPixel(viewport, origin, [place[0], place[1]], 'float32');
    const [ex, ey] = viewport.project([place[0], place[1]]) as [number, number];
    expect(Math.abs(x - ex)).toBeLessThan(0.1);
    expect(Math.abs(y - ey)).toBeLessThan(0.1);
  });

  it('keeps a float64 place exact at the deepest zoom however far its origin is', () => {
    // A river's chunk centred half a continent away: only measuring from the view's centre keeps it.
    const viewport = view(110.4, -7.8, 21);
    const origin: [number, number] = [commonX(130), commonY(-20)];
    const place: [number, number] = [110.4004, -7.8003];
    const [x, y] = shaderPixel(viewport, origin, place, 'float64');
    const [ex, ey] = viewport.project(place) as [number, number];
    expect(Math.abs(x - ex)).toBeLessThan(0.1);
    expect(Math.abs(y - ey)).toBeLessThan(0.1);
  });
});
