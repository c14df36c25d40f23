import type { PetaGeometry, Position } from '../../../shared/geo/types.ts';
import type { Rgb } from './color.ts';

/**
 * Flat typed arrays for deck.gl, built once per data load: one array per attribute instead of one object
 * per feature, so 100 000 features cost a few buffers rather than millions of small arrays. Each drawn
 * object remembers its feature (`featureOf`), which picking and filtering map back through. Pure.
 */

export interface FeatureInput {
  geometry: PetaGeometry | null;
  color: Rgb;
}

export interface PointBuffers {
  length: number;
  /** [lng, lat] per point. */
  positions: Float64Array;
  /** RGBA per point. */
  colors: Uint8Array;
  featureOf: Uint32Array;
}

export interface PathBuffers {
  length: number;
  /** First vertex of each path (length entries, as deck.gl wants them). */
  startIndices: Uint32Array;
  positions: Float64Array;
  /** RGBA per vertex: deck.gl reads binary path attributes vertex by vertex. */
  colors: Uint8Array;
  featureOf: Uint32Array;
}

export interface PolygonBuffers {
  length: number;
  /** First vertex of each polygon, plus one final entry: the vertex count. */
  vertexStarts: Uint32Array;
  /** First vertex of each ring, every polygon's outer ring first and then its holes. */
  ringStarts: Uint32Array;
  /** Index into ringStarts of each polygon's first ring, plus one final entry. */
  polygonRings: Uint32Array;
  positions: Float64Array;
  /** RGBA per polygon. */
  colors: Uint8Array;
  featureOf: Uint32Array;
}

export interface FeatureBuffers {
  featureCount: number;
  points: PointBuffers;
  lines: PathBuffers;
  /** Polygon rings as closed paths (the closing vertex left out: the path layer loops them). */
  outlines: PathBuffers;
  polygons: PolygonBuffers;
  /** [minLng, minLat, maxLng, maxLat] per feature; NaN for a feature without geometry. */
  bboxes: Float64Array;
}

export const POINT_ALPHA = 240;
export const LINE_ALPHA = 255;
export const FILL_ALPHA = 56;

const GEOMETRY_TYPES = new Set([
  'Point',
  'MultiPoint',
  'LineString',
  'MultiLineString',
  'Polygon',
  'MultiPolygon',
]);

/** The public answer types geometry as unknown; anything not shaped like our GeoJSON is left undrawn. */
export function asGeometry(value: unknown): PetaGeometry | null {
  if (typeof value !== 'object' || value === null) return null;
  const { type, coordinates } = value as { type?: unknown; coordinates?: unknown };
  return typeof type === 'string' && GEOMETRY_TYPES.has(type) && Array.isArray(coordinates)
    ? (value as PetaGeometry)
    : null;
}

/** Rings and paths shorter than this cannot be drawn. */
const MIN_PATH = 2;
const MIN_RING = 4;

function linesOf(geometry: PetaGeometry): Position[][] {
  if (geometry.type === 'LineString') return [geometry.coordinates];
  if (geometry.type === 'MultiLineString') return geometry.coordinates;
  return [];
}

function polygonsOf(geometry: PetaGeometry): Position[][][] {
  if (geometry.type === 'Polygon') return [geometry.coordinates];
  if (geometry.type === 'MultiPolygon') return geometry.coordinates;
  return [];
}

function pointsOf(geometry: PetaGeometry): Position[] {
  if (geometry.type === 'Point') return [geometry.coordinates];
  if (geometry.type === 'MultiPoint') return geometry.coordinates;
  return [];
}

/** A ring without its closing vertex (GeoJSON repeats the first one at the end). */
function openRingLength(ring: Position[]): number {
  const first = ring[0];
  const last = ring[ring.length - 1];
  return first && last && first[0] === last[0] && first[1] === last[1] ? ring.length - 1 : ring.length;
}

export function buildFeatureBuffers(features: readonly FeatureInput[]): FeatureBuffers {
  // First pass: sizes, so every array is allocated once at its final length.
  let pointCount = 0;
  let lineCount = 0;
  let lineVertices = 0;
  let polygonCount = 0;
  let polygonVertices = 0;
  let ringCount = 0;
  let outlineVertices = 0;
  for (const { geometry } of features) {
    if (!geometry) continue;
    pointCount += pointsOf(geometry).length;
    for (const line of linesOf(geometry)) {
      if (line.length < MIN_PATH) continue;
      lineCount++;
      lineVertices += line.length;
    }
    for (const polygon of polygonsOf(geometry)) {
      if (!polygon[0] || polygon[0].length < MIN_RING) continue;
      polygonCount++;
      for (const ring of polygon) {
        if (ring.length < MIN_RING) continue;
        ringCount++;
        polygonVertices += ring.length;
        outlineVertices += openRingLength(ring);
      }
    }
  }

  const points: PointBuffers = {
    length: pointCount,
    positions: new Float64Array(pointCount * 2),
    colors: new Uint8Array(pointCount * 4),
    featureOf: new Uint32Array(pointCount),
  };
  const lines = emptyPaths(lineCount, lineVertices);
  const outlines = emptyPaths(ringCount, outlineVertices);
  const polygons: PolygonBuffers = {
    length: polygonCount,
    vertexStarts: new Uint32Array(polygonCount + 1),
    ringStarts: new Uint32Array(ringCount),
    polygonRings: new Uint32Array(polygonCount + 1),
    positions: new Float64Array(polygonVertices * 2),
    colors: new Uint8Array(polygonCount * 4),
    featureOf: new Uint32Array(polygonCount),
  };
  const bboxes = new Float64Array(features.length * 4).fill(Number.NaN);

  let point = 0;
  let line = 0;
  let lineVertex = 0;
  let outline = 0;
  let outlineVertex = 0;
  let polygon = 0;
  let polygonVertex = 0;
  let ring = 0;
  features.forEach(({ geometry, color }, feature) => {
    if (!geometry) return;
    const box = [
      Number.POSITIVE_INFINITY,
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
    ];
    const extend = (position: Position) => {
      const lng = position[0]!;
      const lat = position[1]!;
      if (lng < box[0]!) box[0] = lng;
      if (lat < box[1]!) box[1] = lat;
      if (lng > box[2]!) box[2] = lng;
      if (lat > box[3]!) box[3] = lat;
    };

    for (const position of pointsOf(geometry)) {
      points.positions[point * 2] = position[0]!;
      points.positions[point * 2 + 1] = position[1]!;
      points.colors.set(color, point * 4);
      points.colors[point * 4 + 3] = POINT_ALPHA;
      points.featureOf[point] = feature;
      extend(position);
      point++;
    }

    for (const path of linesOf(geometry)) {
      if (path.length < MIN_PATH) continue;
      lines.startIndices[line] = lineVertex;
      lines.featureOf[line] = feature;
      for (const position of path) {
        writeVertex(lines, lineVertex++, position, color, LINE_ALPHA);
        extend(position);
      }
      line++;
    }

    for (const rings of polygonsOf(geometry)) {
      if (!rings[0] || rings[0].length < MIN_RING) continue;
      polygons.vertexStarts[polygon] = polygonVertex;
      polygons.polygonRings[polygon] = ring;
      polygons.colors.set(color, polygon * 4);
      polygons.colors[polygon * 4 + 3] = FILL_ALPHA;
      polygons.featureOf[polygon] = feature;
      for (const positions of rings) {
        if (positions.length < MIN_RING) continue;
        polygons.ringStarts[ring++] = polygonVertex;
        for (const position of positions) {
          polygons.positions[polygonVertex * 2] = position[0]!;
          polygons.positions[polygonVertex * 2 + 1] = position[1]!;
          polygonVertex++;
          extend(position);
        }
        outlines.startIndices[outline] = outlineVertex;
        outlines.featureOf[outline] = feature;
        const open = openRingLength(positions);
        for (let i = 0; i < open; i++)
          writeVertex(outlines, outlineVertex++, positions[i]!, color, LINE_ALPHA);
        outline++;
      }
      polygon++;
    }

    if (Number.isFinite(box[0]!)) bboxes.set(box, feature * 4);
  });
  polygons.vertexStarts[polygonCount] = polygonVertex;
  polygons.polygonRings[polygonCount] = ring;

  return { featureCount: features.length, points, lines, outlines, polygons, bboxes };
}

function emptyPaths(count: number, vertices: number): PathBuffers {
  return {
    length: count,
    startIndices: new Uint32Array(count),
    positions: new Float64Array(vertices * 2),
    colors: new Uint8Array(vertices * 4),
    featureOf: new Uint32Array(count),
  };
}

function writeVertex(paths: PathBuffers, vertex: number, position: Position, color: Rgb, alpha: number) {
  paths.positions[vertex * 2] = position[0]!;
  paths.positions[vertex * 2 + 1] = position[1]!;
  paths.colors.set(color, vertex * 4);
  paths.colors[vertex * 4 + 3] = alpha;
}

/** One polygon in the shape deck.gl's polygon tesselator reads: flat positions and hole offsets. */
export function polygonShape(
  polygons: PolygonBuffers,
  index: number,
): Float64Array | { positions: Float64Array; holeIndices: number[] } {
  const start = polygons.vertexStarts[index]!;
  const end = polygons.vertexStarts[index + 1]!;
  const positions = polygons.positions.subarray(start * 2, end * 2);
  const firstRing = polygons.polygonRings[index]!;
  const lastRing = polygons.polygonRings[index + 1]!;
  if (lastRing - firstRing <= 1) return positions;
  const holeIndices: number[] = [];
  // Offsets count array elements (two per vertex), as deck.gl expects.
  for (let r = firstRing + 1; r < lastRing; r++) holeIndices.push((polygons.ringStarts[r]! - start) * 2);
  return { positions, holeIndices };
}
