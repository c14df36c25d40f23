import type { Layer } from '@deck.gl/core';
import type { PetaGeometry } from '../../../shared/geo/types.ts';
import { alphaByte, type Rgb } from '../../../shared/map-style/color.ts';
import { buildFeatureBuffers } from '../buffers/feature-buffers.ts';
import { FeatureLayers } from './feature-layers.ts';

/** How a guide is drawn: one colour, its fills at their own opacity. */
export interface GuideStyle {
  color: Rgb;
  fillOpacity: number;
  /** The outlines, in pixels; the places' outline width when not given. */
  outlinePixels?: number;
}

/**
 * Geometries drawn under what the user works on (the village boundary, the places around a shape being
 * drawn) through the places' own flat layers, so they cost what places cost, never pickable: a click
 * belongs to what is over them. Null when nothing in them can be drawn.
 */
export function guideLayers(
  geometries: readonly PetaGeometry[],
  style: GuideStyle,
  idPrefix: string,
): Layer[] | null {
  const buffers = buildFeatureBuffers(geometries.map((geometry) => ({ geometry, color: style.color })));
  const { points, lines, polygons } = buffers;
  if (points.length + lines.length + polygons.length === 0) return null;
  const fillAlpha = alphaByte(style.fillOpacity);
  const { colors } = polygons;
  for (let alpha = 3; alpha < colors.length; alpha += 4) colors[alpha] = fillAlpha;
  return new FeatureLayers(buffers, {
    pickable: false,
    idPrefix,
    outlinePixels: style.outlinePixels,
  }).layers(new Uint8Array(geometries.length).fill(1));
}
