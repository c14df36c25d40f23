import type { Layer } from '@deck.gl/core';
import { DataFilterExtension } from '@deck.gl/extensions';
import { SolidPolygonLayer } from '@deck.gl/layers';
import type { FeatureBuffers } from './feature-buffers.ts';
import { NO_PATH, polygonShape, QUAD_VERTICES, shownPaths, shownPoints } from './feature-buffers.ts';
import { FlatPathLayer } from './flat-path-layer.ts';
import { FlatPointLayer } from './flat-point-layer.ts';
import { type Bounds, withPaintCost } from './paint-batches.ts';

/** Which layer a picked object came from; the picked index maps back through that layer's `featureOf`. */
export type FeatureLayerKind = 'points' | 'lines' | 'outlines' | 'polygons';

export const FEATURE_LAYER_PREFIX = 'features-';

export interface FeatureLayerOptions {
  /** 1 for each feature to draw, 0 to hide; read again whenever `shownVersion` changes. */
  shown: Uint8Array;
  shownVersion: number;
  pickable?: boolean;
}

// One extension instance for every layer: deck.gl compares extensions by identity.
const filter = new DataFilterExtension({ filterSize: 1 });
const FILTER_RANGE: [number, number] = [0.5, 1];
const HIGHLIGHT: [number, number, number, number] = [255, 255, 255, 90];

/** Objects per layer: small enough that one layer is a few tens of milliseconds on software WebGL. */
const POINTS_PER_CHUNK = 1_500;
const QUADS_PER_CHUNK = 4_500;
const POLYGON_VERTICES_PER_CHUNK = 6_000;
// Estimated cost of one object (roughly microseconds on SwiftShader, measured per layer at 10 000
// features): a marker is mostly its pixels, a path quad its six vertices, a fill vertex its triangles.
const POINT_COST = 20;
const QUAD_COST = 6;
const POLYGON_VERTEX_COST = 4.5;

/** The bounds of the [lng, lat] pairs at every `stride`-th vertex of `positions`, from `from` to `to`. */
function boundsOf(positions: Float64Array, from: number, to: number, stride: number): Bounds {
  const bounds: Bounds = [Infinity, Infinity, -Infinity, -Infinity];
  for (let v = from; v < to; v += stride) {
    const lng = positions[v * 2]!;
    const lat = positions[v * 2 + 1]!;
    if (lng < bounds[0]) bounds[0] = lng;
    if (lat < bounds[1]) bounds[1] = lat;
    if (lng > bounds[2]) bounds[2] = lng;
    if (lat > bounds[3]) bounds[3] = lat;
  }
  return bounds;
}

/** Ranges [start, end) of at most `size` items, or cut only where `canEnd(end)` allows. */
function chunks(
  count: number,
  size: (start: number, end: number) => number,
  limit: number,
  canEnd = (_: number) => true,
) {
  const ranges: [number, number][] = [];
  let start = 0;
  for (let end = 1; end <= count; end++) {
    if (end === count || (size(start, end) >= limit && canEnd(end))) {
      ranges.push([start, end]);
      start = end;
    }
  }
  return ranges;
}

/**
 * The features as deck.gl layers over typed buffers built once: polygon fills, outlines, lines and points,
 * in that order, each cut into chunks (ids `features-<kind>-<first object>`) so a large village can be
 * painted a few chunks a frame (see paint-batches.ts). Points, lines and outlines use the flat
 * (non-instanced) layers, whose picking colours carry the object's index in the whole buffer; showing
 * and hiding features rewrites one byte per vertex there and one filter value per polygon vertex, never
 * the geometry.
 */
export function featureLayers(buffers: FeatureBuffers, options: FeatureLayerOptions): Layer[] {
  const { points, lines, outlines, polygons } = buffers;
  const { shown, shownVersion, pickable = true } = options;
  const common = { pickable, autoHighlight: pickable, highlightColor: HIGHLIGHT };
  const layers: Layer[] = [];

  for (const [start, end] of chunks(
    polygons.length,
    (from, to) => polygons.vertexStarts[to]! - polygons.vertexStarts[from]!,
    POLYGON_VERTICES_PER_CHUNK,
  )) {
    const layer = new SolidPolygonLayer({
      id: `${FEATURE_LAYER_PREFIX}polygons-${start}`,
      data: { length: end - start },
      positionFormat: 'XY',
      getPolygon: (_: unknown, { index }: { index: number }) => polygonShape(polygons, start + index),
      getFillColor: (_: unknown, { index, target }: { index: number; target: number[] }) => {
        for (let c = 0; c < 4; c++) target[c] = polygons.colors[(start + index) * 4 + c]!;
        return target as [number, number, number, number];
      },
      ...common,
      extensions: [filter],
      filterRange: FILTER_RANGE,
      getFilterValue: (_: unknown, { index }: { index: number }) =>
        shown[polygons.featureOf[start + index]!]!,
      updateTriggers: { getFilterValue: shownVersion },
    });
    const vertices = polygons.vertexStarts[end]! - polygons.vertexStarts[start]!;
    const bounds = boundsOf(
      polygons.positions,
      polygons.vertexStarts[start]!,
      polygons.vertexStarts[end]!,
      1,
    );
    layers.push(withPaintCost(layer, vertices * POLYGON_VERTEX_COST, bounds));
  }

  const pathLayers = (kind: 'outlines' | 'lines', paths: typeof lines, widthPixels: number) => {
    const flags = shownPaths(paths, shown);
    // A chunk ends after a path's hidden closing quad, so no path is split between two layers.
    const ranges = chunks(
      paths.quads,
      (from, to) => to - from,
      QUADS_PER_CHUNK,
      (end) => paths.pathOfQuad[end - 1] === NO_PATH,
    );
    for (const [start, end] of ranges) {
      const from = start * QUAD_VERTICES;
      const to = end * QUAD_VERTICES;
      const layer = new FlatPathLayer({
        id: `${FEATURE_LAYER_PREFIX}${kind}-${start}`,
        data: {
          length: to - from,
          attributes: {
            // One quad more than drawn: a segment's end is read six vertices on.
            positions: paths.positions.subarray(from * 2, (to + QUAD_VERTICES) * 2),
            colors: paths.colors.subarray(from * 4, to * 4),
            pickingColors: paths.pickingColors.subarray(from * 4, to * 4),
            shown: flags.subarray(from, to),
          },
        },
        widthPixels,
        ...common,
      });
      // Every vertex of the chunk's paths starts a quad (the last one the hidden closing quad).
      layers.push(
        withPaintCost(layer, (end - start) * QUAD_COST, boundsOf(paths.positions, from, to, QUAD_VERTICES)),
      );
    }
  };
  pathLayers('outlines', outlines, 2);
  pathLayers('lines', lines, 3);

  const pointFlags = shownPoints(points, shown);
  for (const [start, end] of chunks(points.length, (from, to) => to - from, POINTS_PER_CHUNK)) {
    const from = start * QUAD_VERTICES;
    const to = end * QUAD_VERTICES;
    const layer = new FlatPointLayer({
      id: `${FEATURE_LAYER_PREFIX}points-${start}`,
      data: {
        length: to - from,
        attributes: {
          positions: points.positions.subarray(from * 2, to * 2),
          colors: points.colors.subarray(from * 4, to * 4),
          pickingColors: points.pickingColors.subarray(from * 4, to * 4),
          shown: pointFlags.subarray(from, to),
        },
      },
      radiusPixels: 7,
      strokePixels: 2,
      ...common,
    });
    layers.push(
      withPaintCost(layer, (end - start) * POINT_COST, boundsOf(points.positions, from, to, QUAD_VERTICES)),
    );
  }
  return layers;
}

/** The kind of a feature layer from its id, or null for any other layer. */
export function featureLayerKind(layerId: string | undefined): FeatureLayerKind | null {
  if (!layerId?.startsWith(FEATURE_LAYER_PREFIX)) return null;
  const kind = layerId.slice(FEATURE_LAYER_PREFIX.length).split('-')[0];
  return kind === 'points' || kind === 'lines' || kind === 'outlines' || kind === 'polygons' ? kind : null;
}

/** The feature behind a picked object of one of the layers above, or null for anything else. */
export function pickedFeature(
  buffers: FeatureBuffers,
  layerId: string | undefined,
  index: number,
): number | null {
  const kind = featureLayerKind(layerId);
  if (!kind || index < 0) return null;
  // SolidPolygonLayer numbers a chunk's objects from 0; the flat layers pick with whole-buffer indices.
  const offset = kind === 'polygons' ? Number(layerId!.slice(layerId!.lastIndexOf('-') + 1)) : 0;
  const featureOf = buffers[kind].featureOf;
  const at = index + offset;
  return at < featureOf.length ? featureOf[at]! : null;
}
