import KDBush from 'kdbush';
import type { PetaGeometry, Position } from '../../shared/geo/types.ts';

/**
 * Snapping while drawing (issue 32): the pointer within 10 screen pixels of a vertex of a shown place or of
 * the village boundary lands exactly on it; failing a vertex, on the nearest point of an edge. One KD-tree
 * (kdbush, the one MapLibre already ships) over Web Mercator, the plane the map is drawn in, so a pixel is
 * the same distance in every direction and a tolerance in pixels is one radius at a given zoom. It holds
 * every edge as the midpoints of pieces no longer than `2h`: the nearest point of an edge within `r` of the
 * pointer lies on some piece whose midpoint is within `r + h`, so one radius query finds every edge, and
 * every vertex (each ends an edge; a lone point is an edge of no length), that can be within tolerance,
 * without a box per edge. `h` is the 90th percentile of half edge lengths; the rare longer edge (a
 * boundary's straight side) is cut into pieces. A ring's closing position is its first vertex, once.
 */

/** A shown place or the boundary, by the caller's id. */
export interface SnapSource<Id> {
  id: Id;
  geometry: PetaGeometry;
}

/** Where the pointer snapped. */
export interface SnapHit<Id> {
  kind: 'vertex' | 'edge';
  /**
   * [lng, lat]. A vertex's are the source's own numbers, so a shape drawn onto a neighbour's corner ends
   * exactly on it; an edge's is the nearest point of the edge as drawn on the screen (straight in Mercator).
   */
  point: Position;
  id: Id;
  /** The polygon of a MultiPolygon, the line of a MultiLineString, the point of a MultiPoint; else 0. */
  part: number;
  /** 0: the outline (or the line); 1 and on: the holes. */
  ring: number;
  /** A vertex's index in its ring or line; an edge's first vertex (the edge runs to `index + 1`). */
  index: number;
  /** Along an edge, from its first vertex (0) to the next (1); 0 for a vertex. */
  t: number;
  distancePx: number;
  /** The index's number for the ring or line the hit is on (what `trace` follows). */
  path: number;
}

export interface SnapQuery<Id> {
  /** The map's zoom, MapLibre's and deck.gl's (a 512-pixel world at zoom 0). */
  zoom: number;
  /** The 10 pixels unless given. */
  tolerancePx?: number;
  /** Drawing freely (Alt held): no snapping at all. */
  free?: boolean;
  /** Sources not to snap to: the place being edited, hidden ones (cheaper than building again). */
  skip?: (id: Id) => boolean;
}

/** Which way round a ring `trace` goes: the shorter on the screen, or along or against its vertex order. */
export type TraceWay = 'shorter' | 'forward' | 'backward';

export const SNAP_TOLERANCE_PX = 10;
const WORLD_PX_AT_ZOOM_0 = 512;
/** The share of edges that are one piece; the longer rest are cut to that length. */
const PIECE_PERCENTILE = 0.9;
const LENGTH_SAMPLE = 10_000;

const mercatorX = (lng: number) => (lng + 180) / 360;
const mercatorY = (lat: number) => {
  const sin = Math.sin((lat * Math.PI) / 180);
  return 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI);
};
const lngOf = (x: number) => x * 360 - 180;
const latOf = (y: number) => (360 / Math.PI) * Math.atan(Math.exp((1 - 2 * y) * Math.PI)) - 90;

interface PathInfo {
  source: number;
  part: number;
  ring: number;
  /** A ring: its last edge runs back to the first vertex. */
  closed: boolean;
  /** Its vertices are `first .. first + count - 1` in the vertex arrays. */
  first: number;
  count: number;
  positions: readonly Position[];
}

export class SnapIndex<Id> {
  private readonly paths: PathInfo[] = [];
  private readonly x: Float64Array;
  private readonly y: Float64Array;
  private readonly pathOf: Int32Array;
  /** The vertex an edge from each vertex runs to: the next of its ring or line (itself for a lone point). */
  private readonly next: Int32Array;
  /** Each edge by its first vertex. A lone point is an edge of no length, so one tree finds everything. */
  private readonly edgeStart: Int32Array;
  private readonly pieceEdge: Int32Array;
  private readonly pieces: KDBush;
  /** Half the longest piece, in Mercator units: how much further than the tolerance a piece may lie. */
  private readonly reach: number;

  constructor(private readonly sources: readonly SnapSource<Id>[]) {
    for (let index = 0; index < sources.length; index++) this.addPaths(index, sources[index]!.geometry);
    const last = this.paths.at(-1);
    const vertexCount = last ? last.first + last.count : 0;
    this.x = new Float64Array(vertexCount);
    this.y = new Float64Array(vertexCount);
    this.pathOf = new Int32Array(vertexCount);
    this.next = new Int32Array(vertexCount);
    let edgeCount = 0;
    for (let p = 0; p < this.paths.length; p++) {
      const path = this.paths[p]!;
      for (let i = 0; i < path.count; i++) {
        const position = path.positions[i]!;
        const v = path.first + i;
        this.x[v] = mercatorX(position[0]!);
        this.y[v] = mercatorY(position[1]!);
        this.pathOf[v] = p;
        this.next[v] = i + 1 === path.count ? path.first : v + 1;
      }
      edgeCount += edgesOf(path);
    }

    this.edgeStart = new Int32Array(edgeCount);
    const lengths = new Float64Array(edgeCount);
    let e = 0;
    for (const path of this.paths)
      for (let i = 0; i < edgesOf(path); i++) {
        const a = path.first + i;
        const b = this.next[a]!;
        this.edgeStart[e] = a;
        const dx = this.x[b]! - this.x[a]!;
        const dy = this.y[b]! - this.y[a]!;
        lengths[e++] = Math.sqrt(dx * dx + dy * dy);
      }

    const pieceHalf = pieceHalfLength(lengths);
    const cutsOf = (edge: number) => Math.max(1, Math.ceil(lengths[edge]! / (2 * pieceHalf)));
    let pieceCount = 0;
    for (let edge = 0; edge < edgeCount; edge++) pieceCount += cutsOf(edge);
    this.pieceEdge = new Int32Array(pieceCount);
    this.pieces = new KDBush(Math.max(1, pieceCount));
    let piece = 0;
    for (let edge = 0; edge < edgeCount; edge++) {
      const a = this.edgeStart[edge]!;
      const b = this.next[a]!;
      const cuts = cutsOf(edge);
      for (let k = 0; k < cuts; k++) {
        const t = (k + 0.5) / cuts;
        this.pieces.add(
          this.x[a]! + t * (this.x[b]! - this.x[a]!),
          this.y[a]! + t * (this.y[b]! - this.y[a]!),
        );
        this.pieceEdge[piece++] = edge;
      }
    }
    if (pieceCount === 0) this.pieces.add(Number.NaN, Number.NaN);
    this.pieces.finish();
    this.reach = pieceHalf;
  }

  /** How many vertices, edges and indexed pieces it holds (for the benchmark and the curious). */
  get size(): { vertices: number; edges: number; pieces: number } {
    return { vertices: this.x.length, edges: this.edgeStart.length, pieces: this.pieceEdge.length };
  }

  /** The nearest vertex within tolerance, else the nearest point of an edge within it, else null. */
  snap(at: Position, query: SnapQuery<Id>): SnapHit<Id> | null {
    if (query.free) return null;
    const pxPerUnit = WORLD_PX_AT_ZOOM_0 * 2 ** query.zoom;
    const r = (query.tolerancePx ?? SNAP_TOLERANCE_PX) / pxPerUnit;
    const qx = mercatorX(at[0]!);
    const qy = mercatorY(at[1]!);
    const skip = query.skip;

    // Every vertex within `r` ends an edge with a piece within `r + reach`: one query finds both kinds.
    const r2 = r * r;
    let vertex = -1;
    let vertexD2 = r2;
    let edgeFrom = -1;
    let edgeT = 0;
    let edgeD2 = r2;
    for (const piece of this.pieces.within(qx, qy, r + this.reach)) {
      const a = this.edgeStart[this.pieceEdge[piece]!]!;
      const b = this.next[a]!;
      const ax = this.x[a]!;
      const ay = this.y[a]!;
      const dx = this.x[b]! - ax;
      const dy = this.y[b]! - ay;
      const length2 = dx * dx + dy * dy;
      const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((qx - ax) * dx + (qy - ay) * dy) / length2));
      const d2 = (ax + t * dx - qx) ** 2 + (ay + t * dy - qy) ** 2;
      // An edge's ends are no nearer than the edge: out of tolerance, neither is. (Nearer than the best edge
      // is no test: a vertex of a farther edge still beats the nearest edge.)
      if (d2 > r2) continue;
      if (skip && this.pathSkipped(this.pathOf[a]!, skip)) continue;
      // Both ends, without an array per candidate (a pointer move makes no garbage but the query's own).
      const ad2 = (ax - qx) ** 2 + (ay - qy) ** 2;
      if (ad2 < vertexD2 || (ad2 === vertexD2 && vertex === -1)) {
        vertex = a;
        vertexD2 = ad2;
      }
      const bd2 = (ax + dx - qx) ** 2 + (ay + dy - qy) ** 2;
      if (bd2 < vertexD2 || (bd2 === vertexD2 && vertex === -1)) {
        vertex = b;
        vertexD2 = bd2;
      }
      if (d2 < edgeD2 || edgeFrom === -1) {
        edgeFrom = a;
        edgeT = t;
        edgeD2 = d2;
      }
    }
    if (vertex !== -1) {
      const path = this.pathOf[vertex]!;
      return this.hit('vertex', path, vertex - this.paths[path]!.first, 0, Math.sqrt(vertexD2) * pxPerUnit);
    }
    if (edgeFrom === -1) return null;
    const path = this.pathOf[edgeFrom]!;
    const distancePx = Math.sqrt(edgeD2) * pxPerUnit;
    return this.hit('edge', path, edgeFrom - this.paths[path]!.first, edgeT, distancePx);
  }

  /**
   * "Trace along": the vertices strictly between two hits along one ring or line, in order from `from` to
   * `to`, so that a field drawn from one to the other shares every vertex of its neighbour's edge. Both
   * hits may be vertices or points on edges. When they are on different rings (a corner shared by two
   * places snaps to one of them), a ring or line holding both is looked for among those with a vertex at
   * exactly that point. On a ring `way` chooses the way round ('shorter' on the screen unless told); a line
   * has one way. Null when no ring or line holds both; [] when nothing lies between.
   */
  trace(from: SnapHit<Id>, to: SnapHit<Id>, way: TraceWay = 'shorter'): Position[] | null {
    const shared = this.sharedPath(from, to);
    if (!shared) return null;
    const [path, a, b] = shared;
    const info = this.paths[path]!;
    if (a === b) return [];
    if (!info.closed) return this.positions(info, a < b ? up(a, b) : down(b, a));
    const n = info.count;
    const forward = up(a, b > a ? b : b + n).map((k) => k % n);
    const backward = down(b < a ? b : b - n, a).map((k) => (k + n) % n);
    if (way === 'forward') return this.positions(info, forward);
    if (way === 'backward') return this.positions(info, backward);
    const takeForward = this.wayLength(info, a, forward, b) <= this.wayLength(info, a, backward, b);
    return this.positions(info, takeForward ? forward : backward);
  }

  private addPaths(source: number, geometry: PetaGeometry): void {
    const add = (part: number, ring: number, positions: readonly Position[], closed: boolean) => {
      // A ring repeats its first position last: the vertex is indexed once, and the last edge closes it.
      const count = closed && positions.length > 1 ? positions.length - 1 : positions.length;
      if (count === 0) return;
      const last = this.paths.at(-1);
      this.paths.push({
        source,
        part,
        ring,
        closed,
        first: last ? last.first + last.count : 0,
        count,
        positions,
      });
    };
    switch (geometry.type) {
      case 'Point':
        add(0, 0, [geometry.coordinates], false);
        return;
      case 'MultiPoint':
        for (const [part, point] of geometry.coordinates.entries()) add(part, 0, [point], false);
        return;
      case 'LineString':
        add(0, 0, geometry.coordinates, false);
        return;
      case 'MultiLineString':
        for (const [part, line] of geometry.coordinates.entries()) add(part, 0, line, false);
        return;
      case 'Polygon':
        for (const [r, ring] of geometry.coordinates.entries()) add(0, r, ring, true);
        return;
      case 'MultiPolygon':
        for (const [part, rings] of geometry.coordinates.entries())
          for (const [r, ring] of rings.entries()) add(part, r, ring, true);
    }
  }

  private hit(
    kind: 'vertex' | 'edge',
    path: number,
    index: number,
    t: number,
    distancePx: number,
  ): SnapHit<Id> {
    const info = this.paths[path]!;
    const source = this.sources[info.source]!;
    let point: Position;
    if (kind === 'vertex') {
      const position = info.positions[index]!;
      point = [position[0]!, position[1]!];
    } else {
      const a = info.first + index;
      const b = this.next[a]!;
      point = [
        lngOf(this.x[a]! + t * (this.x[b]! - this.x[a]!)),
        latOf(this.y[a]! + t * (this.y[b]! - this.y[a]!)),
      ];
    }
    return { kind, point, id: source.id, part: info.part, ring: info.ring, index, t, distancePx, path };
  }

  private pathSkipped(path: number, skip: (id: Id) => boolean): boolean {
    return skip(this.sources[this.paths[path]!.source]!.id);
  }

  /** The ring or line both hits lie on, with where along it each is (vertex k: k; on edge k: k + t). */
  private sharedPath(from: SnapHit<Id>, to: SnapHit<Id>): [number, number, number] | null {
    const fromPlaces = this.placesOf(from);
    const toPlaces = this.placesOf(to);
    // The hits' own rings first, so a shared edge is traced along the place the pointer chose.
    for (const [path, b] of toPlaces) {
      const a = fromPlaces.get(path);
      if (a !== undefined && this.paths[path]!.count > 1) return [path, a, b];
    }
    return null;
  }

  /** Every ring or line a hit lies on: its own, and for a vertex, each with a vertex at exactly its point. */
  private placesOf(hit: SnapHit<Id>): Map<number, number> {
    const places = new Map<number, number>([[hit.path, hit.index + hit.t]]);
    if (hit.kind !== 'vertex') return places;
    const [lng, lat] = hit.point as [number, number];
    for (const piece of this.pieces.within(mercatorX(lng), mercatorY(lat), this.reach)) {
      const a = this.edgeStart[this.pieceEdge[piece]!]!;
      for (const v of [a, this.next[a]!]) {
        const path = this.pathOf[v]!;
        const info = this.paths[path]!;
        const position = info.positions[v - info.first]!;
        if (position[0] === lng && position[1] === lat && !places.has(path)) places.set(path, v - info.first);
      }
    }
    return places;
  }

  /** The length on the screen from station `a` through vertices `ks` to station `b`. */
  private wayLength(info: PathInfo, a: number, ks: readonly number[], b: number): number {
    let [x, y] = this.stationXY(info, a);
    let length = 0;
    for (const k of ks) {
      length += Math.hypot(this.x[info.first + k]! - x, this.y[info.first + k]! - y);
      x = this.x[info.first + k]!;
      y = this.y[info.first + k]!;
    }
    const [bx, by] = this.stationXY(info, b);
    return length + Math.hypot(bx - x, by - y);
  }

  private stationXY(info: PathInfo, station: number): [number, number] {
    const i = Math.floor(station);
    const t = station - i;
    const a = info.first + i;
    if (t === 0) return [this.x[a]!, this.y[a]!];
    const b = this.next[a]!;
    return [this.x[a]! + t * (this.x[b]! - this.x[a]!), this.y[a]! + t * (this.y[b]! - this.y[a]!)];
  }

  private positions(info: PathInfo, ks: number[]): Position[] {
    return ks.map((k) => {
      const position = info.positions[k]!;
      return [position[0]!, position[1]!];
    });
  }
}

/** A lone point counts as one edge of no length; a ring closes with one edge more than a line. */
const edgesOf = (path: PathInfo) => (path.count < 2 ? 1 : path.closed ? path.count : path.count - 1);

/** Half the length most edges are within (the 90th percentile of a sample), never zero. */
function pieceHalfLength(lengths: Float64Array): number {
  if (lengths.length === 0) return 1e-12;
  const step = Math.max(1, Math.floor(lengths.length / LENGTH_SAMPLE));
  const sample: number[] = [];
  for (let edge = 0; edge < lengths.length; edge += step) sample.push(lengths[edge]!);
  sample.sort((p, q) => p - q);
  return Math.max(
    sample[Math.min(sample.length - 1, Math.floor(sample.length * PIECE_PERCENTILE))]! / 2,
    1e-12,
  );
}

/** The whole numbers strictly between `low` and `high`, rising. */
function up(low: number, high: number): number[] {
  const out: number[] = [];
  for (let k = Math.floor(low) + 1; k < high; k++) out.push(k);
  return out;
}

/** The whole numbers strictly between `low` and `high`, falling. */
function down(low: number, high: number): number[] {
  const out: number[] = [];
  for (let k = Math.ceil(high) - 1; k > low; k--) out.push(k);
  return out;
}

/** Builds the index over every shown place and the boundary; see `SnapIndex`. */
export function createSnapIndex<Id>(sources: readonly SnapSource<Id>[]): SnapIndex<Id> {
  return new SnapIndex(sources);
}
