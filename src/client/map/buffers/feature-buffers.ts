import earcut from 'earcut';
import type { PetaGeometry, Position } from '../../../shared/geo/types.ts';
import { alphaByte, type Rgb } from '../../../shared/map-style/color.ts';
import {
  linesOf,
  MIN_LINE_POSITIONS,
  MIN_RING_POSITIONS,
  pointsOf,
  polygonsOf,
} from '../../../shared/map-style/geometry-parts.ts';
import { MAP_STYLE } from '../../../shared/map-style/map-style.ts';
import type { Sliced } from './sliced-work.ts';

/**
 * Flat typed arrays for deck.gl, built once per data load: one array per attribute instead of one object
 * per feature, so 100 000 features cost a few buffers rather than millions of small arrays. Each drawn
 * object remembers its feature (`featureOf`), which picking and filtering map back through. Pure.
 */

export interface FeatureInput {
  geometry: PetaGeometry | null;
  color: Rgb;
}

/** Vertices of one quad in the flat layers (its corners, see flat-point-layer.ts). */
export const QUAD_VERTICES = 4;
/** Indices of one quad's two triangles (see flat-layer.ts). */
export const QUAD_INDICES = 6;

export interface PointBuffers {
  /** Points (a MultiPoint has several). */
  length: number;
  /** [lng, lat] per vertex, the same for the four vertices of a point. */
  positions: Float64Array;
  /** RGBA per vertex (clamped: the type deck.gl expects of normalised colours). */
  colors: Uint8ClampedArray;
  /** deck.gl's picking colour of the point's index, per vertex. */
  pickingColors: Uint8Array;
  featureOf: Uint32Array;
}

export interface PathBuffers {
  /** Paths: lines, and polygon rings as closed paths. */
  length: number;
  /** Quads: one per segment plus a hidden one closing each path. */
  quads: number;
  /**
   * [lng, lat] of each quad's segment start, per vertex, and one more quad's worth at the end: a
   * segment's end is the next quad's start (see flat-path-layer.ts).
   */
  positions: Float64Array;
  colors: Uint8ClampedArray;
  /** deck.gl's picking colour of the path's index, per vertex. */
  pickingColors: Uint8Array;
  /** The path of each quad, or NO_PATH for the quad that closes a path. */
  pathOfQuad: Uint32Array;
  featureOf: Uint32Array;
}

export const NO_PATH = 0xffffffff;

export interface PolygonBuffers {
  length: number;
  /** First vertex of each polygon, plus one final entry: the vertex count. */
  vertexStarts: Uint32Array;
  /** First vertex of each ring, every polygon's outer ring first and then its holes. */
  ringStarts: Uint32Array;
  /** Index into ringStarts of each polygon's first ring, plus one final entry. */
  polygonRings: Uint32Array;
  positions: Float64Array;
  /** RGBA per vertex (see flat-fill-layer.ts). */
  colors: Uint8ClampedArray;
  /** deck.gl's picking colour of the polygon's index, per vertex. */
  pickingColors: Uint8Array;
  featureOf: Uint32Array;
}

/** The kinds of drawn objects, each with buffers of its own below. */
export type FeatureLayerKind = 'points' | 'lines' | 'outlines' | 'polygons';

export interface FeatureBuffers {
  featureCount: number;
  points: PointBuffers;
  lines: PathBuffers;
  /** Polygon rings as closed paths. */
  outlines: PathBuffers;
  polygons: PolygonBuffers;
  /** [minLng, minLat, maxLng, maxLat] per feature; NaN for a feature without geometry. */
  bboxes: Float64Array;
}

const POINT_ALPHA = alphaByte(MAP_STYLE.point.opacity);
const LINE_ALPHA = alphaByte(MAP_STYLE.line.opacity);
const OUTLINE_ALPHA = alphaByte(MAP_STYLE.outline.opacity);
const FILL_ALPHA = alphaByte(MAP_STYLE.fill.opacity);

export function buildFeatureBuffers(features: readonly FeatureInput[]): FeatureBuffers {
  // First pass: sizes, so every array is allocated once at its final length.
  let pointCount = 0;
  let lineCount = 0;
  let lineQuads = 0;
  let polygonCount = 0;
  let polygonVertices = 0;
  let ringCount = 0;
  for (const { geometry } of features) {
    if (!geometry) continue;
    pointCount += pointsOf(geometry).length;
    for (const line of linesOf(geometry)) {
      if (line.length < MIN_LINE_POSITIONS) continue;
      lineCount++;
      lineQuads += line.length;
    }
    for (const polygon of polygonsOf(geometry)) {
      if (!polygon[0] || polygon[0].length < MIN_RING_POSITIONS) continue;
      polygonCount++;
      for (const ring of polygon) {
        if (ring.length < MIN_RING_POSITIONS) continue;
        ringCount++;
        polygonVertices += ring.length;
      }
    }
  }

  const points: PointBuffers = {
    length: pointCount,
    positions: new Float64Array(pointCount * QUAD_VERTICES * 2),
    colors: new Uint8ClampedArray(pointCount * QUAD_VERTICES * 4),
    pickingColors: new Uint8Array(pointCount * QUAD_VERTICES * 4),
    featureOf: new Uint32Array(pointCount),
  };
  const lines = emptyPaths(lineCount, lineQuads);
  // A closed ring of n positions has n quads: n - 1 segments and the hidden closing one.
  const outlines = emptyPaths(ringCount, polygonVertices);
  const polygons: PolygonBuffers = {
    length: polygonCount,
    vertexStarts: new Uint32Array(polygonCount + 1),
    ringStarts: new Uint32Array(ringCount),
    polygonRings: new Uint32Array(polygonCount + 1),
    positions: new Float64Array(polygonVertices * 2),
    colors: new Uint8ClampedArray(polygonVertices * 4),
    pickingColors: new Uint8Array(polygonVertices * 4),
    featureOf: new Uint32Array(polygonCount),
  };
  const bboxes = new Float64Array(features.length * 4).fill(Number.NaN);
  const pointWords = vertexWords(points);
  const lineWords = vertexWords(lines);
  const outlineWords = vertexWords(outlines);
  const polygonWords = vertexWords(polygons);

  let point = 0;
  let line = 0;
  let outline = 0;
  let polygon = 0;
  let polygonVertex = 0;
  let ring = 0;
  for (const feature of spatialOrder(features)) {
    const { geometry, color } = features[feature]!;
    if (!geometry) continue;
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

    const pointColor = rgbaWord(color, POINT_ALPHA);
    const lineColor = rgbaWord(color, LINE_ALPHA);
    const outlineColor = rgbaWord(color, OUTLINE_ALPHA);
    const fillColor = rgbaWord(color, FILL_ALPHA);
    for (const position of pointsOf(geometry)) {
      writeQuad(pointWords, point, position[0]!, position[1]!, pointColor, pickingWord(point));
      points.featureOf[point] = feature;
      extend(position);
      point++;
    }

    for (const path of linesOf(geometry)) {
      if (path.length < MIN_LINE_POSITIONS) continue;
      lines.featureOf[line] = feature;
      writePath(lines, lineWords, line, path, lineColor);
      for (const position of path) extend(position);
      line++;
    }

    for (const rings of polygonsOf(geometry)) {
      if (!rings[0] || rings[0].length < MIN_RING_POSITIONS) continue;
      polygons.vertexStarts[polygon] = polygonVertex;
      polygons.polygonRings[polygon] = ring;
      polygons.featureOf[polygon] = feature;
      const polygonPick = pickingWord(polygon);
      for (const positions of rings) {
        if (positions.length < MIN_RING_POSITIONS) continue;
        polygons.ringStarts[ring++] = polygonVertex;
        for (const position of positions) {
          polygons.positions[polygonVertex * 2] = position[0]!;
          polygons.positions[polygonVertex * 2 + 1] = position[1]!;
          polygonWords.colors[polygonVertex] = fillColor;
          polygonWords.pickingColors[polygonVertex] = polygonPick;
          polygonVertex++;
          extend(position);
        }
        outlines.featureOf[outline] = feature;
        writePath(outlines, outlineWords, outline, positions, outlineColor);
        outline++;
      }
      polygon++;
    }

    if (Number.isFinite(box[0]!)) bboxes.set(box, feature * 4);
  }
  polygons.vertexStarts[polygonCount] = polygonVertex;
  polygons.polygonRings[polygonCount] = ring;

  return { featureCount: features.length, points, lines, outlines, polygons, bboxes };
}

function firstPosition(geometry: PetaGeometry): Position | undefined {
  if (geometry.type === 'Point') return geometry.coordinates;
  if (geometry.type === 'MultiPoint' || geometry.type === 'LineString') return geometry.coordinates[0];
  if (geometry.type === 'MultiLineString' || geometry.type === 'Polygon') return geometry.coordinates[0]?.[0];
  return geometry.coordinates[0]?.[0]?.[0];
}

/**
 * Feature indices in Z-order of their first position, so neighbouring objects sit together in the buffers
 * and a chunk of them covers a small part of the village (the map view skips chunks out of view, and
 * picks only in the chunks under the pointer). Features without a position come last.
 */
export function spatialOrder(features: readonly FeatureInput[]): number[] {
  const firsts = features.map(({ geometry }) => (geometry ? firstPosition(geometry) : undefined));
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const p of firsts) {
    if (!p) continue;
    minX = Math.min(minX, p[0]!);
    minY = Math.min(minY, p[1]!);
    maxX = Math.max(maxX, p[0]!);
    maxY = Math.max(maxY, p[1]!);
  }
  const scaleX = maxX > minX ? 0xffff / (maxX - minX) : 0;
  const scaleY = maxY > minY ? 0xffff / (maxY - minY) : 0;
  // Key and index in one double (32 + 21 bits, exact), sorted as numbers; no position sorts last.
  const INDEX_BITS = 2 ** 21;
  if (features.length > INDEX_BITS) return features.map((_, index) => index);
  const keys = new Float64Array(features.length);
  firsts.forEach((p, index) => {
    const morton = p ? interleave((p[0]! - minX) * scaleX) | (interleave((p[1]! - minY) * scaleY) << 1) : -1;
    keys[index] = (morton >>> 0) * INDEX_BITS + index;
  });
  keys.sort();
  return Array.from(keys, (key) => key % INDEX_BITS);
}

/** The 16 bits of `value` spread to the even bits of a 32-bit number. */
function interleave(value: number): number {
  let x = Math.round(value) & 0xffff;
  x = (x | (x << 8)) & 0x00ff00ff;
  x = (x | (x << 4)) & 0x0f0f0f0f;
  x = (x | (x << 2)) & 0x33333333;
  x = (x | (x << 1)) & 0x55555555;
  return x;
}

function emptyPaths(count: number, quads: number): PathBuffers {
  const vertices = quads * QUAD_VERTICES;
  return {
    length: count,
    quads: 0,
    // One quad more: the last segment's end is read a quad's vertices ahead.
    positions: new Float64Array((vertices + QUAD_VERTICES) * 2),
    colors: new Uint8ClampedArray(vertices * 4),
    pickingColors: new Uint8Array(vertices * 4),
    pathOfQuad: new Uint32Array(quads),
    featureOf: new Uint32Array(count),
  };
}

const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/** Four bytes as one 32-bit word in the platform's byte order: a vertex's RGBA is then one write. */
function bytesWord(b0: number, b1: number, b2: number, b3: number): number {
  return (
    (LITTLE_ENDIAN ? b0 | (b1 << 8) | (b2 << 16) | (b3 << 24) : (b0 << 24) | (b1 << 16) | (b2 << 8) | b3) >>>
    0
  );
}

function rgbaWord(color: Rgb, alpha: number): number {
  return bytesWord(color[0], color[1], color[2], alpha);
}

/** deck.gl's picking colour of an object index (Layer.encodePickingColor: index + 1 in RGB, alpha 0). */
function pickingWord(index: number): number {
  const value = index + 1;
  return bytesWord(value & 255, (value >> 8) & 255, (value >> 16) & 255, 0);
}

/** A flat buffer's arrays (quads or polygon vertices), the byte ones seen as one word per vertex. */
interface VertexWords {
  positions: Float64Array;
  colors: Uint32Array;
  pickingColors: Uint32Array;
}

function vertexWords(target: {
  positions: Float64Array;
  colors: Uint8ClampedArray;
  pickingColors: Uint8Array;
}): VertexWords {
  const words = (bytes: Uint8Array | Uint8ClampedArray) =>
    new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.length / 4);
  return {
    positions: target.positions,
    colors: words(target.colors),
    pickingColors: words(target.pickingColors),
  };
}

/**
 * The four vertices of quad `quad`, all with the same position, colour and picking colour; written out
 * (QUAD_VERTICES is 4): at 100 000 places this runs for 650 000 quads before the first paint.
 */
function writeQuad(target: VertexWords, quad: number, lng: number, lat: number, color: number, pick: number) {
  const v = quad * QUAD_VERTICES;
  const { positions, colors, pickingColors } = target;
  const at = v * 2;
  positions[at] = lng;
  positions[at + 1] = lat;
  positions[at + 2] = lng;
  positions[at + 3] = lat;
  positions[at + 4] = lng;
  positions[at + 5] = lat;
  positions[at + 6] = lng;
  positions[at + 7] = lat;
  colors[v] = color;
  colors[v + 1] = color;
  colors[v + 2] = color;
  colors[v + 3] = color;
  pickingColors[v] = pick;
  pickingColors[v + 1] = pick;
  pickingColors[v + 2] = pick;
  pickingColors[v + 3] = pick;
}

/** A path's quads: one per vertex, the last one (from the final vertex) hidden. */
function writePath(
  paths: PathBuffers,
  words: VertexWords,
  path: number,
  positions: Position[],
  color: number,
) {
  const pick = pickingWord(path);
  const last = positions.length - 1;
  for (let i = 0; i <= last; i++) {
    const position = positions[i]!;
    const quad = paths.quads++;
    writeQuad(words, quad, position[0]!, position[1]!, color, pick);
    paths.pathOfQuad[quad] = i < last ? path : NO_PATH;
  }
}

/** Quads in the sample simplifyingPaths judges the saving on before going through all of them. */
const MIN_SAMPLE = 2_000;
/** Quads simplifyingPaths goes through between two yields: a millisecond or two of work. */
const QUADS_PER_YIELD = 8_000;

/**
 * The paths without the vertices that lie within `tolerance` of the line through their neighbours
 * (Douglas–Peucker per path, in degrees of longitude, latitude stretched as Web Mercator does locally),
 * so a view that shows `tolerance` as under a pixel draws the same picture from fewer quads. Paths keep
 * their index, colour and picking colour, and share `featureOf`: picking and the selection's flags map
 * back as for the full paths. A ring smaller than the tolerance becomes a dot: its first vertex, closed.
 * Null when more than `maxShare` of the quads would stay, judged on the first tenth of many and then on
 * all: too little saved to be worth a second set of buffers (or the rest of the work). Sliced work
 * (sliced-work.ts): it yields every QUADS_PER_YIELD quads or so.
 */
export function* simplifyingPaths(
  paths: PathBuffers,
  tolerance: number,
  maxShare = 1,
): Sliced<PathBuffers | null> {
  const keep = new Uint8Array(paths.quads);
  const { positions, pathOfQuad } = paths;
  const stack: number[] = [];
  const toleranceSquared = tolerance * tolerance;
  // Paths are in spatial order, so a tenth is one part of the village: a sample, worth it only when large.
  const sampleEnd = paths.quads >= MIN_SAMPLE * 10 ? Math.ceil(paths.quads / 10) : paths.quads;
  let sampled = false;
  let kept = 0;
  let nextYield = QUADS_PER_YIELD;
  for (let first = 0; first < paths.quads; ) {
    if (first >= nextYield) {
      nextYield = first + QUADS_PER_YIELD;
      yield;
    }
    let last = first;
    while (last < paths.quads - 1 && pathOfQuad[last] !== NO_PATH) last++;
    const stretch = 1 / Math.cos((positions[first * QUAD_VERTICES * 2 + 1]! * Math.PI) / 180);
    keep[first] = 1;
    keep[last] = 1;
    kept += last > first ? 2 : 1;
    stack.push(first, last);
    while (stack.length > 0) {
      const to = stack.pop()!;
      const from = stack.pop()!;
      // The vertex strictly between `from` and `to` farthest from the segment joining them.
      const ax = positions[from * QUAD_VERTICES * 2]!;
      const ay = positions[from * QUAD_VERTICES * 2 + 1]! * stretch;
      const dx = positions[to * QUAD_VERTICES * 2]! - ax;
      const dy = positions[to * QUAD_VERTICES * 2 + 1]! * stretch - ay;
      const length = dx * dx + dy * dy;
      let farthest = -1;
      let farthestSquared = toleranceSquared;
      for (let quad = from + 1; quad < to; quad++) {
        const px = positions[quad * QUAD_VERTICES * 2]! - ax;
        const py = positions[quad * QUAD_VERTICES * 2 + 1]! * stretch - ay;
        const t = length > 0 ? Math.max(0, Math.min(1, (px * dx + py * dy) / length)) : 0;
        const ex = px - t * dx;
        const ey = py - t * dy;
        const squared = ex * ex + ey * ey;
        if (squared > farthestSquared) {
          farthestSquared = squared;
          farthest = quad;
        }
      }
      if (farthest < 0) continue;
      keep[farthest] = 1;
      kept++;
      stack.push(from, farthest, farthest, to);
    }
    first = last + 1;
    if (!sampled && first >= sampleEnd) {
      sampled = true;
      if (kept > first * maxShare) return null;
    }
  }
  if (kept > paths.quads * maxShare) return null;

  const simplified = emptyPaths(paths.length, kept);
  simplified.featureOf = paths.featureOf;
  for (let quad = 0; quad < paths.quads; quad++) {
    // The copy is lighter work per quad than the search above.
    if (quad % (QUADS_PER_YIELD * 4) === 0 && quad > 0) yield;
    if (keep[quad] !== 1) continue;
    const to = simplified.quads++;
    // Element by element: a subarray per quad costs more than the copy.
    for (let i = 0; i < QUAD_VERTICES * 2; i++)
      simplified.positions[to * QUAD_VERTICES * 2 + i] = positions[quad * QUAD_VERTICES * 2 + i]!;
    for (let i = 0; i < QUAD_VERTICES * 4; i++) {
      simplified.colors[to * QUAD_VERTICES * 4 + i] = paths.colors[quad * QUAD_VERTICES * 4 + i]!;
      simplified.pickingColors[to * QUAD_VERTICES * 4 + i] =
        paths.pickingColors[quad * QUAD_VERTICES * 4 + i]!;
    }
    simplified.pathOfQuad[to] = pathOfQuad[quad]!;
  }
  return simplified;
}

/** Which vertices of the flat layers to draw, from one flag per feature. */
export function shownPoints(points: PointBuffers, shown: Uint8Array): Uint8Array {
  const flags = new Uint8Array(points.length * QUAD_VERTICES);
  for (let point = 0; point < points.length; point++) {
    if (shown[points.featureOf[point]!] === 1)
      flags.fill(1, point * QUAD_VERTICES, (point + 1) * QUAD_VERTICES);
  }
  return flags;
}

export function shownPaths(paths: PathBuffers, shown: Uint8Array): Uint8Array {
  const flags = new Uint8Array(paths.quads * QUAD_VERTICES);
  for (let quad = 0; quad < paths.quads; quad++) {
    const path = paths.pathOfQuad[quad]!;
    if (path !== NO_PATH && shown[paths.featureOf[path]!] === 1)
      flags.fill(1, quad * QUAD_VERTICES, (quad + 1) * QUAD_VERTICES);
  }
  return flags;
}

/** Which vertices of the polygon fills to draw, from one flag per feature. */
export function shownPolygons(polygons: PolygonBuffers, shown: Uint8Array): Uint8Array {
  const flags = new Uint8Array(polygons.vertexStarts[polygons.length]!);
  for (let polygon = 0; polygon < polygons.length; polygon++) {
    if (shown[polygons.featureOf[polygon]!] === 1)
      flags.fill(1, polygons.vertexStarts[polygon]!, polygons.vertexStarts[polygon + 1]!);
  }
  return flags;
}

/**
 * The triangles of polygons `from` to `to` (earcut, holes cut out), as vertex indices counted from the
 * first vertex of polygon `from`. `positions` are that range's vertices, in any planar projection.
 */
export function polygonTriangles(
  polygons: PolygonBuffers,
  from: number,
  to: number,
  positions: Float32Array | Float64Array,
): Uint32Array {
  const first = polygons.vertexStarts[from]!;
  const triangles: number[] = [];
  const holes: number[] = [];
  for (let polygon = from; polygon < to; polygon++) {
    const start = polygons.vertexStarts[polygon]!;
    const end = polygons.vertexStarts[polygon + 1]!;
    holes.length = 0;
    for (let r = polygons.polygonRings[polygon]! + 1; r < polygons.polygonRings[polygon + 1]!; r++)
      holes.push(polygons.ringStarts[r]! - start);
    const own = earcut(positions.subarray((start - first) * 2, (end - first) * 2), holes, 2);
    for (const index of own) triangles.push(index + start - first);
  }
  return Uint32Array.from(triangles);
}

/** The [lng, lat] of point `index`. */
export function pointPosition(points: PointBuffers, index: number): Position {
  const at = index * QUAD_VERTICES * 2;
  return [points.positions[at]!, points.positions[at + 1]!];
}
