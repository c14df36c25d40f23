/**
 * The drawing editors' rules, apart from deck.gl so they are unit-tested: which tools a geometry type
 * offers (spec section 5), how many shapes it keeps, and how drawn shapes become the one stored geometry.
 * Pure.
 */
import { mapPositions } from '../../shared/geo/coordinates.ts';
import { mergeGeometries } from '../../shared/geo/merge.ts';
import { normalizeGeometry } from '../../shared/geo/normalize.ts';
import { roundCoordinates } from '../../shared/geo/round.ts';
import type { PetaGeometry, Position } from '../../shared/geo/types.ts';

/** The geometry types the editors draw: the map form's four, and the settings' single boundary polygon. */
export type DrawType = 'Point' | 'LineString' | 'Polygon' | 'MultiPolygon';

export type DrawTool = 'marker' | 'line' | 'polygon' | 'rectangle' | 'circle' | 'edit' | 'move';

/** The drawing tools of a type, first the default: polygons get rectangles and circles too. */
export function drawToolsFor(type: DrawType): DrawTool[] {
  switch (type) {
    case 'Polygon':
    case 'MultiPolygon':
      return ['polygon', 'rectangle', 'circle'];
    case 'LineString':
      return ['line'];
    default:
      return ['marker'];
  }
}

/** Only MultiPolygon keeps several shapes; any other type keeps the last one drawn (spec section 5). */
export function keepsManyShapes(type: DrawType): boolean {
  return type === 'MultiPolygon';
}

export interface DrawnFeature {
  type: 'Feature';
  properties: Record<string, unknown>;
  geometry: PetaGeometry;
}

/** The shapes the editor shows for a geometry: every part of a Multi geometry is a shape of its own. */
export function shapesOf(geometry: PetaGeometry | null): DrawnFeature[] {
  if (!geometry) return [];
  const feature = (part: PetaGeometry): DrawnFeature => ({ type: 'Feature', properties: {}, geometry: part });
  switch (geometry.type) {
    case 'MultiPoint':
      return geometry.coordinates.map((coordinates) => feature({ type: 'Point', coordinates }));
    case 'MultiLineString':
      return geometry.coordinates.map((coordinates) => feature({ type: 'LineString', coordinates }));
    case 'MultiPolygon':
      return geometry.coordinates.map((coordinates) => feature({ type: 'Polygon', coordinates }));
    default:
      return [feature(geometry)];
  }
}

/** After a shape was added: the single-shape types keep only the newest one. */
export function keepShapes<T>(shapes: readonly T[], type: DrawType): T[] {
  return keepsManyShapes(type) ? [...shapes] : shapes.slice(-1);
}

/** Six decimals (about 11 cm) are plenty for a village and keep the text readable. */
const DRAWN_DECIMALS = 6;

/**
 * The one geometry to store for the drawn shapes, through the shared merge: several shapes combine into a
 * Multi geometry, and a MultiPolygon map stays a MultiPolygon even with one part, so its type survives an
 * edit. Null when nothing is drawn (or the shapes mix kinds, which the tools cannot produce).
 */
export function geometryOfShapes(
  shapes: readonly { geometry: PetaGeometry }[],
  type: DrawType,
  /** Positions kept exactly as they are: a neighbour's corner snapped to (issue 32: coordinates equal). */
  exact?: (position: Position) => boolean,
) {
  const merged = mergeGeometries(shapes.map((shape) => shape.geometry));
  if (!merged.ok) return null;
  let geometry = merged.geometry;
  if (type === 'MultiPolygon' && geometry.type === 'Polygon') {
    geometry = { type: 'MultiPolygon', coordinates: [geometry.coordinates] };
  }
  if (!exact) return roundCoordinates(geometry, DRAWN_DECIMALS);
  return mapPositions(geometry, (position) =>
    exact(position)
      ? position
      : roundCoordinates({ type: 'Point', coordinates: position }, DRAWN_DECIMALS).coordinates,
  );
}

/** The geometry in the text, or undefined when the text is not (yet) valid GeoJSON: the map ignores it. */
export function geometryOfText(text: string): PetaGeometry | null | undefined {
  if (!text.trim()) return null;
  const result = normalizeGeometry(text);
  return result.ok ? result.geometry : undefined;
}
