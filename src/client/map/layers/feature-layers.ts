import type { Layer } from '@deck.gl/core';
import { MAP_STYLE } from '../../../shared/map-style/map-style.ts';
import { commonX, commonY } from '../../../shared/map-style/projection.ts';
import type { FeatureBuffers, FeatureLayerKind, PathBuffers } from '../buffers/feature-buffers.ts';
import {
  NO_PATH,
  polygonTriangles,
  QUAD_VERTICES,
  shownPaths,
  shownPoints,
  shownPolygons,
  simplifyingPaths,
} from '../buffers/feature-buffers.ts';
import { runInSlices, runNow, type Sliced } from '../buffers/sliced-work.ts';
import type { Bounds } from '../paint/paint-batches.ts';
import { FlatFillLayer } from './flat-fill-layer.ts';
import { FlatIconLayer } from './flat-icon-layer.ts';
import { QuadIndices } from './flat-layer.ts';
import { FlatPathLayer } from './flat-path-layer.ts';
import { FlatPointLayer } from './flat-point-layer.ts';

/** The places' icons: the packed picture, and each feature's frame in it ([u0, v0, u1, v1]; NaN: none). */
export interface FeatureIcons {
  atlas: HTMLCanvasElement;
  frames: Float32Array;
}

export interface FeatureLayerOptions {
  pickable?: boolean;
  /** What the layer ids start with (deck.gl keeps a layer's GPU buffers by id). */
  idPrefix?: string;
  /** The polygons' outlines, in pixels (the boundary's weight differs from a place's). */
  outlinePixels?: number;
}

const HIGHLIGHT: [number, number, number, number] = [255, 255, 255, 90];

/** Objects per layer: small enough that one layer is a few tens of milliseconds on software WebGL. */
const POINTS_PER_CHUNK = 1_500;
const QUADS_PER_CHUNK = 4_500;
const POLYGON_VERTICES_PER_CHUNK = 6_000;
// Estimated cost of one object (roughly microseconds on SwiftShader, measured per layer at 10 000
// features when a quad had six vertices): a marker is mostly its pixels, a path quad its vertices, a fill
// vertex its triangles. Their ratios are what matters: the batch budget follows the frames measured.
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

/** One chunk of a flat layer: its quads and the arrays that do not change with the selection. */
interface FlatChunk {
  /** The objects drawn: quads, or polygons for the fills. */
  start: number;
  end: number;
  /** Its vertices' range in the whole buffer. */
  firstVertex: number;
  vertices: number;
  /** Common-space offsets from `origin`: float32 for a small chunk, else float64 (see chunkPositions). */
  positions: Float32Array | Float64Array;
  /** The centre of the chunk's bounds in common space (flat-projection.ts). */
  origin: [number, number];
  colors: Uint8ClampedArray;
  pickingColors: Uint8Array;
  bounds: Bounds;
  /** For the fills: their triangles, as indices into this chunk's vertices. */
  triangles?: Uint32Array;
}

/**
 * The largest extent, in common units (the world is 512 wide), of a chunk uploaded as float32 offsets
 * from its centre, about 0.7 degrees of longitude: no offset is over half a unit, which float32 rounds
 * by at most 2^-25 units, a sixteenth of a pixel at the deepest zoom (2^21 pixels a unit).
 */
const MAX_FLOAT32_SPAN = 1;

/**
 * A chunk's positions projected to common space, as offsets from the centre of its bounds (see
 * flat-projection.ts). Chunks are small parts of the village (spatialOrder in feature-buffers.ts), so
 * float32 holds them: half the upload of float64's two parts, and no split into them on the main
 * thread. One holding a large feature (a district's outline, a river) keeps float64.
 */
function chunkPositions(
  positions: Float64Array,
  bounds: Bounds,
): { positions: Float32Array | Float64Array; origin: [number, number] } {
  const west = commonX(bounds[0]);
  const east = commonX(bounds[2]);
  const south = commonY(bounds[1]);
  const north = commonY(bounds[3]);
  const originX = (west + east) / 2;
  const originY = (south + north) / 2;
  const small = east - west <= MAX_FLOAT32_SPAN && north - south <= MAX_FLOAT32_SPAN;
  const offsets = small ? new Float32Array(positions.length) : new Float64Array(positions.length);
  let lng = Number.NaN;
  let lat = Number.NaN;
  let x = 0;
  let y = 0;
  for (let i = 0; i < positions.length; i += 2) {
    // A quad's four vertices share one position: it is projected once.
    if (positions[i] !== lng) {
      lng = positions[i]!;
      x = commonX(lng) - originX;
    }
    if (positions[i + 1] !== lat) {
      lat = positions[i + 1]!;
      y = commonY(lat) - originY;
    }
    offsets[i] = x;
    offsets[i + 1] = y;
  }
  return { positions: offsets, origin: [originX, originY] };
}

/**
 * The chunk of objects `start` to `end`, whose vertices are `from` to `to` of `source`. Every `stride`
 * vertices share a position (a quad's four); `extraVertices` positions more are read past the last.
 */
function flatChunk(
  source: { positions: Float64Array; colors: Uint8ClampedArray; pickingColors: Uint8Array },
  [start, end]: [number, number],
  [from, to]: [number, number],
  stride: number,
  extraVertices: number,
): FlatChunk {
  const bounds = boundsOf(source.positions, from, to, stride);
  return {
    start,
    end,
    firstVertex: from,
    vertices: to - from,
    ...chunkPositions(source.positions.subarray(from * 2, (to + extraVertices) * 2), bounds),
    colors: source.colors.subarray(from * 4, to * 4),
    pickingColors: source.pickingColors.subarray(from * 4, to * 4),
    bounds,
  };
}

/** The chunk of quads `start` to `end`, with `extraQuads` quads' positions more (see flatChunk). */
function quadChunk(
  source: { positions: Float64Array; colors: Uint8ClampedArray; pickingColors: Uint8Array },
  [start, end]: [number, number],
  extraQuads: number,
): FlatChunk {
  const vertices: [number, number] = [start * QUAD_VERTICES, end * QUAD_VERTICES];
  return flatChunk(source, [start, end], vertices, QUAD_VERTICES, extraQuads * QUAD_VERTICES);
}

/**
 * Lines and outlines are simplified per whole zoom level to at most this many pixels at the level's
 * deepest zoom, as Leaflet's default smoothing does: a line two or three pixels wide looks the same.
 */
const SIMPLIFY_PIXELS = 1;
/** From this zoom on, simplifying leaves out too little to be worth a second set of buffers. */
const FULL_DETAIL_ZOOM = 17;
/** Simplified paths with more than this share of the full quads are not kept: the full ones are drawn. */
const MAX_SHARE = 0.85;

/** The detail level of a zoom: its whole level, or null for the full paths. */
export function detailLevel(zoom: number | undefined): number | null {
  if (zoom === undefined || !Number.isFinite(zoom)) return null;
  const level = Math.max(0, Math.floor(zoom));
  return level >= FULL_DETAIL_ZOOM ? null : level;
}

/** Degrees of longitude that `SIMPLIFY_PIXELS` span at the deepest zoom of `level` (512 px world). */
export function simplifyTolerance(level: number): number {
  return (SIMPLIFY_PIXELS * 360) / (512 * 2 ** (level + 1));
}

/**
 * Simplified levels kept per kind: zooming in and out again finds its levels made, a long tour through
 * the zooms does not pile them up (each is tens of megabytes at 100 000 places).
 */
const KEPT_LEVELS = 3;

type LevelKey = `${'lines' | 'outlines'}-${number | 'full'}`;

/** Where the lines or outlines of a detail level (null: in full) are kept. */
function levelKey(kind: 'lines' | 'outlines', level: number | null): LevelKey {
  return `${kind}-${level ?? 'full'}`;
}

interface PathLevel {
  paths: PathBuffers;
  chunks: FlatChunk[];
  /** Whether `paths` are the full ones (their layers keep the ids of no detail level). */
  full: boolean;
}

/**
 * A flat layer's props for one chunk: its arrays, its part of the selection's flags, and where its
 * positions are measured from.
 */
function flatProps(chunk: FlatChunk, flags: Uint8Array, iconFrames?: Float32Array) {
  const vertices = (array: Uint8Array) =>
    array.subarray(chunk.firstVertex, chunk.firstVertex + chunk.vertices);
  return {
    data: {
      length: chunk.vertices,
      attributes: {
        positions: chunk.positions,
        colors: chunk.colors,
        pickingColors: chunk.pickingColors,
        shown: vertices(flags),
        ...(iconFrames
          ? {
              iconFrames: iconFrames.subarray(
                chunk.firstVertex * 4,
                (chunk.firstVertex + chunk.vertices) * 4,
              ),
            }
          : {}),
      },
      triangles: chunk.triangles,
    },
    positionOrigin: chunk.origin,
  };
}

/**
 * The features of one data load as deck.gl layers: polygon fills, outlines, lines and points, in that
 * order, each cut into chunks (ids `<prefix><kind>-<first object>`, `<prefix><kind>-z<level>-<first
 * object>` for simplified lines and outlines) so a large village can be painted a few chunks a frame (see
 * paint-batches.ts). Every layer carries its kind and its paint cost in its props; its picking colours
 * carry the object's index in the whole buffer. What does not change with the selection (chunks,
 * triangles, detail levels) is made once and kept here, so a new selection only rewrites the `shown`
 * flags, one byte per vertex, and deck.gl, seeing the same arrays, uploads nothing else again.
 */
export class FeatureLayers {
  /** Chunks and detail levels made so far, in the order last used (see forgetOldLevels). */
  private readonly made = new Map<string, unknown>();
  /** One index buffer for the quads of all these layers. */
  private readonly quadIndices = new QuadIndices();
  private readonly pickable: boolean;
  private readonly idPrefix: string;
  private readonly outlinePixels: number;

  constructor(
    readonly buffers: FeatureBuffers,
    options: FeatureLayerOptions = {},
  ) {
    this.pickable = options.pickable ?? true;
    this.idPrefix = options.idPrefix ?? 'features-';
    this.outlinePixels = options.outlinePixels ?? MAP_STYLE.outline.widthPixels;
  }

  /**
   * The layers drawing the features flagged 1 in `shown`, lines and outlines at `zoom`'s detail level,
   * points with an icon (when `icons` gives one) as an icon in their circle, the others as the circle.
   */
  layers(shown: Uint8Array, zoom?: number, icons?: FeatureIcons | null): Layer[] {
    const { buffers, idPrefix, pickable } = this;
    const { points, polygons } = buffers;
    const level = detailLevel(zoom);
    const common = {
      pickable,
      autoHighlight: pickable,
      highlightColor: HIGHLIGHT,
      quadIndices: this.quadIndices,
    };
    const layers: Layer[] = [];

    const fillFlags = shownPolygons(polygons, shown);
    for (const chunk of this.polygonChunks()) {
      layers.push(
        new FlatFillLayer({
          id: `${idPrefix}polygons-${chunk.start}`,
          ...flatProps(chunk, fillFlags),
          ...common,
          featureKind: 'polygons',
          paint: { cost: chunk.vertices * POLYGON_VERTEX_COST, bounds: chunk.bounds },
        }),
      );
    }

    const pathLayers = (kind: 'outlines' | 'lines', widthPixels: number) => {
      const { paths, chunks: pathChunks, full } = this.pathLevel(kind, level);
      const flags = shownPaths(paths, shown);
      // Each detail level its own layers: deck.gl keeps a layer's buffers by id.
      const detail = full ? '' : `z${level}-`;
      for (const chunk of pathChunks) {
        layers.push(
          new FlatPathLayer({
            id: `${idPrefix}${kind}-${detail}${chunk.start}`,
            ...flatProps(chunk, flags),
            widthPixels,
            ...common,
            featureKind: kind,
            // Every vertex of the chunk's paths starts a quad (the last one the hidden closing quad).
            paint: { cost: (chunk.end - chunk.start) * QUAD_COST, bounds: chunk.bounds },
          }),
        );
      }
    };
    pathLayers('outlines', this.outlinePixels);
    pathLayers('lines', MAP_STYLE.line.widthPixels);

    const pointFlags = shownPoints(points, shown);
    // With icons, a point is drawn by one of two layers of its chunk: the plain circle, or the icon.
    const iconed = icons ? this.iconVertices(icons) : null;
    const circleFlags = iconed
      ? pointFlags.map((flag, vertex) => flag & (1 - iconed.has[vertex]!))
      : pointFlags;
    const iconFlags = iconed ? pointFlags.map((flag, vertex) => flag & iconed.has[vertex]!) : null;
    for (const chunk of this.pointChunks()) {
      const paint = { cost: (chunk.end - chunk.start) * POINT_COST, bounds: chunk.bounds };
      const point = { ...common, featureKind: 'points' as const, paint };
      layers.push(
        new FlatPointLayer({
          id: `${idPrefix}points-${chunk.start}`,
          ...flatProps(chunk, circleFlags),
          ...point,
        }),
      );
      const chunkHasIcons = iconed?.has
        .subarray(chunk.firstVertex, chunk.firstVertex + chunk.vertices)
        .includes(1);
      if (!icons || !iconed || !iconFlags || !chunkHasIcons) continue;
      layers.push(
        new FlatIconLayer({
          id: `${idPrefix}icons-${chunk.start}`,
          ...flatProps(chunk, iconFlags, iconed.frames),
          atlas: icons.atlas,
          ...point,
        }),
      );
    }
    return layers;
  }

  /** Whether the lines and outlines of `zoom`'s detail level are made. */
  levelMade(zoom: number): boolean {
    const level = detailLevel(zoom);
    return this.made.has(levelKey('outlines', level)) && this.made.has(levelKey('lines', level));
  }

  /**
   * Makes the lines and outlines of `zoom`'s detail level in slices between frames (sliced-work.ts), so
   * a page can keep drawing the level it has until this one is made; rejects once `signal` aborts.
   */
  async makeLevel(zoom: number, signal: AbortSignal): Promise<void> {
    const level = detailLevel(zoom);
    for (const kind of ['outlines', 'lines'] as const)
      await runInSlices(this.pathLevelWork(kind, level), signal);
  }

  /** Per point vertex: whether it has an icon, and its frame; made once per set of icons. */
  private iconVertices(icons: FeatureIcons): { has: Uint8Array; frames: Float32Array } {
    const last = this.made.get('icons') as
      | { of: FeatureIcons; has: Uint8Array; frames: Float32Array }
      | undefined;
    if (last?.of === icons) return last;
    const { points } = this.buffers;
    const has = new Uint8Array(points.length * QUAD_VERTICES);
    const frames = new Float32Array(points.length * QUAD_VERTICES * 4);
    for (let point = 0; point < points.length; point++) {
      const at = points.featureOf[point]! * 4;
      if (Number.isNaN(icons.frames[at]!)) continue;
      for (let corner = 0; corner < QUAD_VERTICES; corner++) {
        const vertex = point * QUAD_VERTICES + corner;
        has[vertex] = 1;
        frames.set(icons.frames.subarray(at, at + 4), vertex * 4);
      }
    }
    const value = { of: icons, has, frames };
    this.made.set('icons', value);
    return value;
  }

  /** What was made under `key`, if it was; it becomes the last used. */
  private recall<T>(key: string): T | undefined {
    if (!this.made.has(key)) return undefined;
    const value = this.made.get(key) as T;
    // Taken out and put back: the map's order is the order of last use (see forgetOldLevels).
    this.made.delete(key);
    this.made.set(key, value);
    return value;
  }

  private remember<T>(key: string, value: T): T {
    this.made.set(key, value);
    return value;
  }

  private once<T>(key: string, make: () => T): T {
    return this.recall<T>(key) ?? this.remember(key, make());
  }

  private forgetOldLevels(kind: 'lines' | 'outlines') {
    const full = levelKey(kind, null);
    const levels = [...this.made.keys()].filter((key) => key.startsWith(`${kind}-`) && key !== full);
    for (const key of levels.slice(0, -KEPT_LEVELS)) this.made.delete(key);
  }

  /** Fill chunks of up to POLYGON_VERTICES_PER_CHUNK vertices, whole polygons each, triangulated. */
  private polygonChunks(): FlatChunk[] {
    const { polygons } = this.buffers;
    return this.once('polygons', () =>
      chunks(
        polygons.length,
        (from, to) => polygons.vertexStarts[to]! - polygons.vertexStarts[from]!,
        POLYGON_VERTICES_PER_CHUNK,
      ).map(([start, end]) => {
        const vertices: [number, number] = [polygons.vertexStarts[start]!, polygons.vertexStarts[end]!];
        const chunk = flatChunk(polygons, [start, end], vertices, 1, 0);
        // In common space, where the fill is drawn: its edges are straight there, not in degrees.
        return { ...chunk, triangles: polygonTriangles(polygons, start, end, chunk.positions) };
      }),
    );
  }

  private pointChunks(): FlatChunk[] {
    const { points } = this.buffers;
    return this.once('points', () =>
      chunks(points.length, (from, to) => to - from, POINTS_PER_CHUNK).map((range) =>
        quadChunk(points, range, 0),
      ),
    );
  }

  /** Lines or outlines at a detail level (null: in full), and their chunks; made now if they are not. */
  private pathLevel(kind: 'lines' | 'outlines', level: number | null): PathLevel {
    return runNow(this.pathLevelWork(kind, level));
  }

  /** The level as made before, or the work that makes it and keeps it. */
  private *pathLevelWork(kind: 'lines' | 'outlines', level: number | null): Sliced<PathLevel> {
    const key = levelKey(kind, level);
    const made = this.recall<PathLevel>(key);
    if (made) return made;
    const full = this.buffers[kind];
    const paths = level === null ? full : yield* simplifyingPaths(full, simplifyTolerance(level), MAX_SHARE);
    // Too little left out: the full paths, with their chunks and layer ids.
    if (!paths) return this.remember(key, yield* this.pathLevelWork(kind, null));
    const chunkList: FlatChunk[] = [];
    // A chunk ends after a path's hidden closing quad, so no path is split between two layers. One quad
    // more than drawn: a segment's end is read a quad's vertices on.
    for (const range of chunks(
      paths.quads,
      (from, to) => to - from,
      QUADS_PER_CHUNK,
      (end) => paths.pathOfQuad[end - 1] === NO_PATH,
    )) {
      chunkList.push(quadChunk(paths, range, 1));
      yield;
    }
    const value = this.remember(key, { paths, chunks: chunkList, full: paths === full });
    this.forgetOldLevels(kind);
    return value;
  }
}

/** A picked layer as deck.gl reports it: the props of ours name the kind of feature it draws. */
interface PickedLayer {
  props: object;
}

/** The feature behind a picked object of one of these layers, or null for any other layer. */
export function pickedFeature(
  buffers: FeatureBuffers,
  layer: PickedLayer | null | undefined,
  index: number,
): number | null {
  const kind = (layer?.props as { featureKind?: FeatureLayerKind } | undefined)?.featureKind;
  if (!kind || index < 0) return null;
  // Every flat layer picks with whole-buffer indices, whatever its chunk.
  const featureOf = buffers[kind].featureOf;
  return index < featureOf.length ? featureOf[index]! : null;
}
