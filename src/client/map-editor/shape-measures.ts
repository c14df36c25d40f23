/**
 * The live measures under the editor (issue 32): a line's length, an area's area and perimeter, of what
 * is drawn and of what is under way (its clicked points, an area closed back to its first). Pure but for
 * the message functions.
 */
import { formatLandArea, formatLength } from '../../shared/geo/format-measure.ts';
import { areaSquareMetres, lengthMetres, perimeterMetres } from '../../shared/geo/measure.ts';
import type { PetaGeometry, Position } from '../../shared/geo/types.ts';
import { m } from '../../shared/i18n/generated/messages.js';
import type { DrawnFeature } from './draw-rules.ts';

/** The geometries to measure: the drawn shapes, plus the one under way when it is long enough to have one. */
function measured(
  shapes: readonly DrawnFeature[],
  underWay: { kind: 'line' | 'area'; points: Position[] } | null,
) {
  const geometries: PetaGeometry[] = shapes.map((shape) => shape.geometry);
  if (underWay?.kind === 'line' && underWay.points.length >= 2) {
    geometries.push({ type: 'LineString', coordinates: underWay.points });
  }
  if (underWay?.kind === 'area' && underWay.points.length >= 3) {
    geometries.push({ type: 'Polygon', coordinates: [[...underWay.points, underWay.points[0]!]] });
  }
  return geometries;
}

export function measuresText(
  shapes: readonly DrawnFeature[],
  underWay: { kind: 'line' | 'area'; points: Position[] } | null,
  locale: string,
): string | null {
  const geometries = measured(shapes, underWay);
  const lines = geometries.filter(
    (geometry) => geometry.type === 'LineString' || geometry.type === 'MultiLineString',
  );
  const areas = geometries.filter(
    (geometry) => geometry.type === 'Polygon' || geometry.type === 'MultiPolygon',
  );
  const parts: string[] = [];
  if (lines.length > 0) {
    const metres = lines.reduce((sum, geometry) => sum + lengthMetres(geometry), 0);
    parts.push(m.measure_length({ length: formatLength(metres, locale) }));
  }
  if (areas.length > 0) {
    const squareMetres = areas.reduce((sum, geometry) => sum + areaSquareMetres(geometry), 0);
    const metres = areas.reduce((sum, geometry) => sum + perimeterMetres(geometry), 0);
    parts.push(m.measure_area({ area: formatLandArea(squareMetres, locale) }));
    parts.push(m.measure_perimeter({ perimeter: formatLength(metres, locale) }));
  }
  return parts.length > 0 ? parts.join(' · ') : null;
}
