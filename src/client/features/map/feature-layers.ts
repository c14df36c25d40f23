import type { Layer } from '@deck.gl/core';
import { DataFilterExtension } from '@deck.gl/extensions';
import { SolidPolygonLayer } from '@deck.gl/layers';
import type { FeatureBuffers } from './feature-buffers.ts';
import { polygonShape, QUAD_VERTICES, shownPaths, shownPoints } from './feature-buffers.ts';
import { FlatPathLayer } from './flat-path-layer.ts';
import { FlatPointLayer } from './flat-point-layer.ts';

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

/**
 * The features as four deck.gl layers over typed buffers built once. Points, lines and outlines use the
 * flat (non-instanced) layers; showing and hiding features rewrites one byte per vertex there and one
 * filter value per polygon vertex, never the geometry.
 */
export function featureLayers(buffers: FeatureBuffers, options: FeatureLayerOptions): Layer[] {
  const { points, lines, outlines, polygons } = buffers;
  const { shown, shownVersion, pickable = true } = options;
  const common = { pickable, autoHighlight: pickable, highlightColor: HIGHLIGHT };
  const pathData = (paths: typeof lines) => ({
    length: paths.quads * QUAD_VERTICES,
    attributes: {
      positions: paths.positions,
      colors: paths.colors,
      pickingColors: paths.pickingColors,
      shown: shownPaths(paths, shown),
    },
  });

  return [
    new SolidPolygonLayer({
      id: `${FEATURE_LAYER_PREFIX}polygons`,
      data: { length: polygons.length },
      positionFormat: 'XY',
      getPolygon: (_: unknown, { index }: { index: number }) => polygonShape(polygons, index),
      getFillColor: (_: unknown, { index, target }: { index: number; target: number[] }) => {
        for (let c = 0; c < 4; c++) target[c] = polygons.colors[index * 4 + c]!;
        return target as [number, number, number, number];
      },
      ...common,
      extensions: [filter],
      filterRange: FILTER_RANGE,
      getFilterValue: (_: unknown, { index }: { index: number }) => shown[polygons.featureOf[index]!]!,
      updateTriggers: { getFilterValue: shownVersion },
    }),
    new FlatPathLayer({
      id: `${FEATURE_LAYER_PREFIX}outlines`,
      data: pathData(outlines),
      widthPixels: 2,
      ...common,
    }),
    new FlatPathLayer({
      id: `${FEATURE_LAYER_PREFIX}lines`,
      data: pathData(lines),
      widthPixels: 3,
      ...common,
    }),
    new FlatPointLayer({
      id: `${FEATURE_LAYER_PREFIX}points`,
      data: {
        length: points.length * QUAD_VERTICES,
        attributes: {
          positions: points.positions,
          colors: points.colors,
          pickingColors: points.pickingColors,
          shown: shownPoints(points, shown),
        },
      },
      radiusPixels: 7,
      strokePixels: 2,
      ...common,
    }),
  ];
}

/** The feature behind a picked object of one of the layers above, or null for anything else. */
export function pickedFeature(
  buffers: FeatureBuffers,
  layerId: string | undefined,
  index: number,
): number | null {
  if (!layerId?.startsWith(FEATURE_LAYER_PREFIX) || index < 0) return null;
  const kind = layerId.slice(FEATURE_LAYER_PREFIX.length) as FeatureLayerKind;
  const featureOf = buffers[kind]?.featureOf;
  return featureOf && index < featureOf.length ? featureOf[index]! : null;
}
