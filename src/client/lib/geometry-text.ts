/** A GeoJSON geometry in a few words, for the screens that compare versions of a shape. Pure. */
import { m } from '../../shared/i18n/generated/messages.js';

/** GeoJSON's type names as the screens say them (the spec's texts and English keep GeoJSON's own). */
const TYPE_NAME: Record<string, () => string> = {
  Point: m.geom_type_point,
  MultiPoint: m.geom_type_multipoint,
  LineString: m.geom_type_linestring,
  MultiLineString: m.geom_type_multilinestring,
  Polygon: m.geom_type_polygon,
  MultiPolygon: m.geom_type_multipolygon,
  GeometryCollection: m.geom_type_geometrycollection,
};

/** A GeoJSON type as the screens name it ('Poligon' in Indonesian); a type it does not know, as it is. */
export function geometryTypeName(type: string): string {
  return Object.hasOwn(TYPE_NAME, type) ? TYPE_NAME[type]!() : type;
}

/** Positions in GeoJSON coordinates: an array of numbers is one; deeper arrays hold several. */
export function countPositions(coordinates: unknown): number {
  if (!Array.isArray(coordinates)) return 0;
  if (typeof coordinates[0] === 'number') return 1;
  return coordinates.reduce((sum: number, part) => sum + countPositions(part), 0);
}

interface GeoJsonLike {
  type?: unknown;
  coordinates?: unknown;
  geometry?: GeoJsonLike | null;
  features?: GeoJsonLike[];
}

/** 'Polygon, 5 points'. A Feature, or a collection of one, reads as its geometry (as the server keeps it). */
export function geometryWords(value: GeoJsonLike): string {
  const geometry =
    value.type === 'Feature' && value.geometry
      ? value.geometry
      : value.type === 'FeatureCollection' && value.features?.length === 1 && value.features[0]!.geometry
        ? value.features[0]!.geometry
        : value;
  const { type } = geometry;
  return m.geometry_summary({
    type: typeof type === 'string' ? geometryTypeName(type) : m.geometry_generic(),
    count: countPositions(geometry.coordinates),
  });
}

/** Geometry text as one canonical line, so two spellings of one shape compare equal. */
export function canonicalGeometry(text: string): string {
  if (!text.trim()) return '';
  try {
    return JSON.stringify(JSON.parse(text));
  } catch {
    return text.trim();
  }
}

/** Geometry text in a few words; text that is not JSON, its start. */
export function geometryTextSummary(text: string): string {
  const canonical = canonicalGeometry(text);
  if (!canonical) return '';
  try {
    return geometryWords(JSON.parse(canonical) as GeoJsonLike);
  } catch {
    return canonical.slice(0, 80);
  }
}
