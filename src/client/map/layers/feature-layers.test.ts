import type { Layer } from '@deck.gl/core';
import { describe, expect, it } from 'vitest';
import type { PetaGeometry, Position } from '../../../shared/geo/types.ts';
import { commonX, commonY } from '../../../shared/map-style/projection.ts';
import { buildFeatureBuffers, NO_PATH, QUAD_VERTICES } from '../buffers/feature-buffers.ts';
import { paintCostOf } from '../paint/paint-batches.ts';
import { detailLevel, FeatureLayers, pickedFeature, simplifyTolerance } from './feature-layers.ts';
import type { FlatLayerProps } from './flat-layer.ts';

const GREEN: [number, number, number] = [0, 160, 0];

/** Many features of each kind, so every kind needs several chunks. */
function village(count: number) {
  const features: { geometry: PetaGeometry; color: typeof GREEN }[] = [];
  for (let i = 0; i < count; i++) {
    const x = 110 + (i % 100) * 0.001;
    const y = -7 - Math.floor(i / 100) * 0.001;
    const kind = i % 3;
    const ring: Position[] = [
      [x, y],
      [x + 0.0005, y],
      [x + 0.0005, y + 0.0005],
      [x, y + 0.0005],
      [x, y],
    ];
    const geometry: PetaGeometry =
      kind === 0
        ? { type: 'Point', coordinates: [x, y] }
        : kind === 1
          ? { type: 'LineString', coordinates: ring.slice(0, 4) }
          : { type: 'Polygon', coordinates: [ring] };
    features.push({ geometry, color: GREEN });
  }
  return buildFeatureBuffers(features);
}

const buffers = village(30_000);
const shown = new Uint8Array(buffers.featureCount).fill(1);
const made = new FeatureLayers(buffers);
/** The layers of some buffers: the village's through `made`, which keeps its levels, others afresh. */
const featureLayers = (of: typeof buffers, options: { shown: Uint8Array; zoom?: number }) =>
  (of === buffers ? made : new FeatureLayers(of)).layers(options.shown, options.zoom);
const layers = featureLayers(buffers, { shown });

const kindOf = (layer: Layer) => (layer.props as { featureKind?: string }).featureKind;

/** The layers of one kind, of the whole village's layers unless others are given. */
function chunksOf(kind: string, list: Layer[] = layers) {
  return list.filter((layer) => kindOf(layer) === kind);
}

describe('feature layers in chunks', () => {
  it('draws fills, outlines, lines and points in that order, each kind in several chunks', () => {
    const kinds = layers.map(kindOf);
    expect(kinds.indexOf('outlines')).toBeGreaterThan(kinds.lastIndexOf('polygons'));
    expect(kinds.indexOf('lines')).toBeGreaterThan(kinds.lastIndexOf('outlines'));
    expect(kinds.indexOf('points')).toBeGreaterThan(kinds.lastIndexOf('lines'));
    for (const kind of ['polygons', 'outlines', 'lines', 'points'])
      expect(chunksOf(kind).length).toBeGreaterThan(1);
    expect(layers.every((layer) => paintCostOf(layer) > 0)).toBe(true);
  });

  it('covers every point and every path quad once, and never splits a path between chunks', () => {
    const pointVertices = chunksOf('points').reduce(
      (sum, layer) => sum + (layer.props.data as { length: number }).length,
      0,
    );
    expect(pointVertices).toBe(buffers.points.length * QUAD_VERTICES);
    for (const [kind, paths] of [
      ['lines', buffers.lines],
      ['outlines', buffers.outlines],
    ] as const) {
      let next = 0;
      for (const layer of chunksOf(kind)) {
        const start = Number(layer.id.slice(layer.id.lastIndexOf('-') + 1));
        expect(start).toBe(next);
        next += (layer.props.data as { length: number }).length / QUAD_VERTICES;
        // The quad before each chunk's end closes a path.
        expect(paths.pathOfQuad[next - 1]).toBe(NO_PATH);
        // One quad more than drawn, for the segment ends.
        const positions = (layer.props.data as { attributes: { positions: Float64Array } }).attributes
          .positions;
        expect(positions.length).toBe((next - start + 1) * QUAD_VERTICES * 2);
      }
      expect(next).toBe(paths.quads);
    }
  });

  it('gives chunks common-space offsets from their centre, float32 when small, within 2^-25 units', () => {
    let chunks = 0;
    for (const [kind, source] of [
      ['points', buffers.points],
      ['lines', buffers.lines],
      ['outlines', buffers.outlines],
    ] as const) {
      for (const layer of chunksOf(kind)) {
        chunks++;
        const start = Number(layer.id.slice(layer.id.lastIndexOf('-') + 1));
        const { length } = layer.props.data as { length: number };
        const { positions } = (layer.props.data as { attributes: { positions: Float32Array } }).attributes;
        // The test village is 0.1 by 0.3 degrees: every chunk is well under a common unit.
        expect(positions).toBeInstanceOf(Float32Array);
        const [x, y] = (layer.props as unknown as FlatLayerProps).positionOrigin;
        for (let v = 0; v < length; v += 7) {
          const at = (start * QUAD_VERTICES + v) * 2;
          // 2^-25 units is a sixteenth of a pixel at the deepest zoom.
          expect(Math.abs(x + positions[v * 2]! - commonX(source.positions[at]!))).toBeLessThan(2 ** -25);
          expect(Math.abs(y + positions[v * 2 + 1]! - commonY(source.positions[at + 1]!))).toBeLessThan(
            2 ** -25,
          );
          expect(Math.abs(positions[v * 2]!)).toBeLessThanOrEqual(0.5);
          expect(Math.abs(positions[v * 2 + 1]!)).toBeLessThanOrEqual(0.5);
        }
      }
    }
    expect(chunks).toBeGreaterThan(3);
  });

  it('keeps float64 offsets for a chunk wider than a common unit', () => {
    const river: PetaGeometry = {
      type: 'LineString',
      coordinates: [
        [110, -7],
        [111, -7.2],
        [112, -7.1],
      ],
    };
    const wide = buildFeatureBuffers([{ geometry: river, color: GREEN }]);
    const [layer] = featureLayers(wide, { shown: new Uint8Array([1]) });
    const { positions } = (layer!.props.data as { attributes: { positions: Float64Array } }).attributes;
    expect(positions).toBeInstanceOf(Float64Array);
    const [x, y] = (layer!.props as unknown as FlatLayerProps).positionOrigin;
    expect(x + positions[0]!).toBeCloseTo(commonX(110), 12);
    expect(y + positions[1]!).toBeCloseTo(commonY(-7), 12);
    // The origin is the centre of the bounds: the ends are as far from it on either side.
    expect(positions[0]).toBeCloseTo(-(commonX(112) - commonX(110)) / 2, 12);
  });

  it('keeps the geometry arrays for a new selection and hands over new flags only', () => {
    const fewer = new Uint8Array(buffers.featureCount).fill(1);
    fewer[buffers.points.featureOf[0]!] = 0;
    const again = featureLayers(buffers, { shown: fewer });
    const first = chunksOf('points')[0]!;
    const next = again.find((layer) => layer.id === first.id)!;
    type Flat = { attributes: { positions: Float32Array; colors: Uint8ClampedArray; shown: Uint8Array } };
    const before = (first.props.data as Flat).attributes;
    const after = (next.props.data as Flat).attributes;
    // deck.gl uploads an attribute again only when its array is another object.
    expect(after.positions).toBe(before.positions);
    expect(after.colors).toBe(before.colors);
    expect(after.shown).not.toBe(before.shown);
    expect([...after.shown.subarray(0, QUAD_VERTICES)]).toEqual([0, 0, 0, 0]);
    expect([...before.shown.subarray(0, QUAD_VERTICES)]).toEqual([1, 1, 1, 1]);
  });

  it('maps a picked object back to its feature in any chunk', () => {
    // Flat layers pick with whole-buffer indices, whatever the chunk.
    const lastPoint = buffers.points.length - 1;
    const lastPointChunk = chunksOf('points').at(-1)!;
    expect(pickedFeature(buffers, lastPointChunk, lastPoint)).toBe(buffers.points.featureOf[lastPoint]);
    const secondPolygonChunk = chunksOf('polygons')[1]!;
    const first = Number(secondPolygonChunk.id.slice(secondPolygonChunk.id.lastIndexOf('-') + 1));
    expect(first).toBeGreaterThan(0);
    expect(pickedFeature(buffers, secondPolygonChunk, first)).toBe(buffers.polygons.featureOf[first]);
    expect(pickedFeature(buffers, { props: {} }, 0)).toBeNull();
    expect(pickedFeature(buffers, lastPointChunk, -1)).toBeNull();
  });
});

describe('detail levels', () => {
  type Flat = { length: number; attributes: { positions: Float32Array | Float64Array; shown: Uint8Array } };
  const dataOf = (layer: { props: { data: unknown } }) => layer.props.data as Flat;
  const vertices = (list: typeof layers, kind: string) =>
    chunksOf(kind, list).reduce((sum, layer) => sum + dataOf(layer).length, 0);

  it('is the whole zoom level, none without a zoom or from level 17 on', () => {
    expect(detailLevel(undefined)).toBeNull();
    expect(detailLevel(Number.NaN)).toBeNull();
    expect(detailLevel(12.9)).toBe(12);
    expect(detailLevel(-0.5)).toBe(0);
    expect(detailLevel(16.99)).toBe(16);
    expect(detailLevel(17)).toBeNull();
    // One pixel at the level's deepest zoom, in a 512-pixel world.
    expect(simplifyTolerance(12)).toBeCloseTo(360 / (512 * 2 ** 13), 12);
  });

  it('draws simplified lines and outlines far out, under their own ids, picking the same features', () => {
    // At level 8 a pixel is about 150 m: the 55 m squares become dots, the lines their end points.
    const far = featureLayers(buffers, { shown, zoom: 8.5 });
    for (const kind of ['lines', 'outlines']) {
      expect(chunksOf(kind, far).every((layer) => layer.id.startsWith(`features-${kind}-z8-`))).toBe(true);
      expect(vertices(far, kind)).toBeLessThan(vertices(layers, kind) * 0.6);
    }
    expect(vertices(far, 'lines')).toBe(buffers.lines.length * 2 * QUAD_VERTICES);
    // Points are drawn as they are, from the same arrays.
    expect(chunksOf('points', far).map((layer) => dataOf(layer).attributes.positions)).toEqual(
      chunksOf('points').map((layer) => dataOf(layer).attributes.positions),
    );
    expect(dataOf(chunksOf('points', far)[0]!).attributes.positions).toBe(
      dataOf(chunksOf('points')[0]!).attributes.positions,
    );
    // Picking colours still carry the path's index: the last path maps to its feature.
    const lastLine = chunksOf('lines', far).at(-1)!;
    const lastPath = buffers.lines.length - 1;
    expect(pickedFeature(buffers, lastLine, lastPath)).toBe(buffers.lines.featureOf[lastPath]);
    // The selection reaches the simplified quads: a hidden line hides both of its drawn quads' vertices.
    const fewer = new Uint8Array(buffers.featureCount).fill(1);
    fewer[buffers.lines.featureOf[0]!] = 0;
    const firstLine = chunksOf('lines', featureLayers(buffers, { shown: fewer, zoom: 8.5 }))[0]!;
    expect([...dataOf(firstLine).attributes.shown.subarray(0, 2 * QUAD_VERTICES)]).toEqual(
      Array(2 * QUAD_VERTICES).fill(0),
    );
    // The level is made once per load: the same level again hands deck.gl the same arrays.
    const again = featureLayers(buffers, { shown, zoom: 8.1 });
    expect(dataOf(chunksOf('lines', again)[0]!).attributes.positions).toBe(
      dataOf(chunksOf('lines', far)[0]!).attributes.positions,
    );
  });

  it('makes a level in slices between tasks, which featureLayers then draws as made', async () => {
    // Level 7 is not made by any test before this one.
    expect(made.levelMade(7.5)).toBe(false);
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 0);
    const making = made.makeLevel(7.5, new AbortController().signal);
    expect(made.levelMade(7.5)).toBe(false);
    await making;
    clearInterval(ticker);
    expect(made.levelMade(7.2)).toBe(true);
    expect(ticks).toBeGreaterThan(0);
    const atLevel = featureLayers(buffers, { shown, zoom: 7.5 });
    expect(chunksOf('lines', atLevel)[0]!.id).toMatch(/^features-lines-z7-/);
    expect(vertices(atLevel, 'lines')).toBe(buffers.lines.length * 2 * QUAD_VERTICES);
    // An aborted level is not kept half made.
    const abort = new AbortController();
    const aborted = made.makeLevel(11.5, abort.signal);
    abort.abort();
    await expect(aborted).rejects.toBeDefined();
    expect(made.levelMade(11.5)).toBe(false);
  });

  it('keeps the three levels used last and makes an older one again', () => {
    const linesAt = (zoom: number) => dataOf(chunksOf('lines', featureLayers(buffers, { shown, zoom }))[0]!);
    const first = linesAt(5.5).attributes.positions;
    for (const zoom of [6.5, 7.5]) linesAt(zoom);
    // Three levels: the first is still there, and using it makes it the newest.
    expect(linesAt(5.2).attributes.positions).toBe(first);
    const sixth = linesAt(6.1).attributes.positions;
    linesAt(8.5);
    linesAt(9.5);
    // Last used: 5, then 6, 8 and 9. Level 6 is kept; level 5 was forgotten and is made again.
    expect(linesAt(6.9).attributes.positions).toBe(sixth);
    expect(linesAt(5.9).attributes.positions).not.toBe(first);
  });

  it('keeps the full layers where simplifying would leave out too little', () => {
    const near = featureLayers(buffers, { shown, zoom: 14.2 });
    expect(near.map((layer) => layer.id)).toEqual(layers.map((layer) => layer.id));
    expect(dataOf(chunksOf('lines', near)[0]!).attributes.positions).toBe(
      dataOf(chunksOf('lines')[0]!).attributes.positions,
    );
  });

  it('draws points with an icon in icon layers and the others as circles, each point in one of them', () => {
    const frames = new Float32Array(buffers.featureCount * 4).fill(Number.NaN);
    // Every other point feature shows an icon.
    for (let point = 0; point < buffers.points.length; point += 2) {
      frames.set([0, 0, 1, 1], buffers.points.featureOf[point]! * 4);
    }
    const icons = { atlas: {} as HTMLCanvasElement, frames };
    const drawn = made.layers(shown, undefined, icons);
    const circles = drawn.filter((layer) => layer.id.startsWith('features-points-'));
    const iconLayers = drawn.filter((layer) => layer.id.startsWith('features-icons-'));
    expect(iconLayers.length).toBe(circles.length);
    expect(iconLayers.every((layer) => kindOf(layer) === 'points')).toBe(true);
    const shownOf = (layer: Layer) => dataOf(layer).attributes.shown;
    for (let i = 0; i < circles.length; i++) {
      const circle = shownOf(circles[i]!);
      const icon = shownOf(iconLayers[i]!);
      for (let vertex = 0; vertex < circle.length; vertex++) expect(circle[vertex]! + icon[vertex]!).toBe(1);
    }
    const firstIcon = dataOf(iconLayers[0]!) as unknown as { attributes: { iconFrames: Float32Array } };
    expect([...firstIcon.attributes.iconFrames.subarray(0, 4)]).toEqual([0, 0, 1, 1]);
    // Without icons, no icon layer and every point a circle.
    expect(made.layers(shown).some((layer) => layer.id.startsWith('features-icons-'))).toBe(false);
  });
});
