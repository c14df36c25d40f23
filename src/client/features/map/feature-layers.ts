import type { Layer } from '@deck.gl/core';
import { DataFilterExtension } from '@deck.gl/extensions';
import { PathLayer, ScatterplotLayer, SolidPolygonLayer } from '@deck.gl/layers';
import type { FeatureBuffers } from './feature-buffers.ts';
import { polygonShape } from './feature-buffers.ts';

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
 * The features as four deck.gl layers over the same typed buffers. Showing and hiding features only
 * rewrites the filter attribute (one number per drawn vertex), never the geometry.
 */
export function featureLayers(buffers: FeatureBuffers, options: FeatureLayerOptions): Layer[] {
  const { points, lines, outlines, polygons } = buffers;
  const { shown, shownVersion, pickable = true } = options;
  const filterProps = (featureOf: Uint32Array) => ({
    extensions: [filter],
    filterRange: FILTER_RANGE,
    getFilterValue: (_: unknown, { index }: { index: number }) => shown[featureOf[index]!]!,
    updateTriggers: { getFilterValue: shownVersion },
  });
  const common = { pickable, autoHighlight: pickable, highlightColor: HIGHLIGHT };

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
      ...filterProps(polygons.featureOf),
    }),
    new PathLayer({
      id: `${FEATURE_LAYER_PREFIX}outlines`,
      data: {
        length: outlines.length,
        startIndices: outlines.startIndices,
        attributes: {
          getPath: { value: outlines.positions, size: 2 },
          getColor: { value: outlines.colors, size: 4, normalized: true },
        },
      },
      _pathType: 'loop',
      positionFormat: 'XY',
      widthUnits: 'pixels',
      getWidth: 2,
      jointRounded: true,
      ...common,
      ...filterProps(outlines.featureOf),
    }),
    new PathLayer({
      id: `${FEATURE_LAYER_PREFIX}lines`,
      data: {
        length: lines.length,
        startIndices: lines.startIndices,
        attributes: {
          getPath: { value: lines.positions, size: 2 },
          getColor: { value: lines.colors, size: 4, normalized: true },
        },
      },
      _pathType: 'open',
      positionFormat: 'XY',
      widthUnits: 'pixels',
      getWidth: 3,
      widthMinPixels: 2,
      jointRounded: true,
      capRounded: true,
      ...common,
      ...filterProps(lines.featureOf),
    }),
    new ScatterplotLayer({
      id: `${FEATURE_LAYER_PREFIX}points`,
      data: {
        length: points.length,
        attributes: {
          getPosition: { value: points.positions, size: 2 },
          getFillColor: { value: points.colors, size: 4, normalized: true },
        },
      },
      radiusUnits: 'pixels',
      getRadius: 7,
      stroked: true,
      lineWidthUnits: 'pixels',
      getLineWidth: 2,
      getLineColor: [255, 255, 255, 255],
      ...common,
      ...filterProps(points.featureOf),
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
