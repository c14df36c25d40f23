import type { PetaGeometry } from '../../../shared/geo/types.ts';
import { type Message, msg } from '../../../shared/i18n/message.ts';
import { AppError } from '../../errors.ts';

/**
 * A CQL2 filter (OGC API Features Part 3) as read from its text or its JSON: the classes claimed are basic
 * CQL2, advanced comparison (LIKE, BETWEEN, IN), case-insensitive comparison (CASEI) and basic spatial
 * (S_INTERSECTS). Nothing here runs a filter: cql2-sql.ts turns it into a bounded SQL condition.
 */
export type Scalar =
  | { kind: 'property'; name: string }
  | { kind: 'string'; value: string }
  | { kind: 'number'; value: number }
  | { kind: 'boolean'; value: boolean }
  /** DATE('2024-01-31') and TIMESTAMP('2024-01-31T08:00:00Z'): basic CQL2 has them, though no queryable is temporal. */
  | { kind: 'date' | 'timestamp'; value: string }
  | { kind: 'casei'; arg: Scalar };

export type ComparisonOp = '=' | '<>' | '<' | '>' | '<=' | '>=';

export type Condition =
  | { kind: 'and' | 'or'; args: Condition[] }
  | { kind: 'not'; arg: Condition }
  | { kind: 'literal'; value: boolean }
  | { kind: 'compare'; op: ComparisonOp; left: Scalar; right: Scalar }
  | { kind: 'like'; value: Scalar; pattern: Scalar }
  | { kind: 'between'; value: Scalar; low: Scalar; high: Scalar }
  | { kind: 'in'; value: Scalar; list: Scalar[] }
  | { kind: 'isNull'; value: Scalar }
  /** The feature's geometry meets this one (given in the filter's CRS). */
  | { kind: 'intersects'; geometry: PetaGeometry };

/**
 * What one filter may hold. A GET's whole request line is at most 16 KiB through Node's HTTP parser, so no
 * filter that reaches the server is longer; a longer one (app.inject, a proxy that allows more) is refused
 * before it is read. Depth and node count bound the parsers' recursion and the SQL they make; vertices
 * bound the exact spatial test, whose cost is each candidate's vertices times these.
 */
export const FILTER_LIMITS = {
  length: 16_384,
  depth: 20,
  nodes: 300,
  inList: 100,
  /** Vertices of all the geometries in one filter. */
  vertices: 1_000,
  /** S_INTERSECTS per filter: each is a scan of the collection's candidates. */
  spatial: 4,
  likePattern: 200,
  /**
   * `%` per LIKE pattern. PostgreSQL's LIKE gives up at the end of the text rather than backtracking
   * (like_match.c's LIKE_ABORT), so a pattern's cost is about its length times the text's per `%`; a
   * pattern built to backtrack (`%a%a%a...%b`) is refused here anyway, before any row is read.
   */
  likeWildcards: 5,
  string: 1_000,
} as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?Z$/;

/** A DATE or TIMESTAMP literal as CQL2 writes it (a timestamp in UTC), or a 400. */
export function temporal(kind: 'date' | 'timestamp', value: unknown): Scalar {
  const valid =
    typeof value === 'string' &&
    (kind === 'date' ? DATE : TIMESTAMP).test(value) &&
    !Number.isNaN(Date.parse(kind === 'date' ? `${value}T00:00:00Z` : value)) &&
    new Date(kind === 'date' ? `${value}T00:00:00Z` : value).toISOString().slice(0, 10) ===
      value.slice(0, 10);
  if (!valid) throw badFilter(msg('api_ogc_filter_temporal'));
  return { kind, value };
}

export function badFilter(message: Message): AppError {
  return new AppError('BAD_REQUEST', message);
}

/** Counts what a parser builds, and refuses a filter past FILTER_LIMITS as soon as it gets there. */
export class FilterBudget {
  private nodes = 0;
  private vertices = 0;
  private spatial = 0;

  node(): void {
    if (++this.nodes > FILTER_LIMITS.nodes) {
      throw badFilter(msg('api_ogc_filter_too_many_nodes', { max: FILTER_LIMITS.nodes }));
    }
  }

  depth(depth: number): void {
    if (depth > FILTER_LIMITS.depth) {
      throw badFilter(msg('api_ogc_filter_too_deep', { max: FILTER_LIMITS.depth }));
    }
  }

  vertex(): void {
    if (++this.vertices > FILTER_LIMITS.vertices) {
      throw badFilter(msg('api_ogc_filter_too_many_vertices', { max: FILTER_LIMITS.vertices }));
    }
  }

  spatialTest(): void {
    if (++this.spatial > FILTER_LIMITS.spatial) {
      throw badFilter(msg('api_ogc_filter_too_many_spatial', { max: FILTER_LIMITS.spatial }));
    }
  }
}

export function checkLength(text: string): void {
  if (text.length > FILTER_LIMITS.length) {
    throw badFilter(msg('api_ogc_filter_too_long', { max: FILTER_LIMITS.length }));
  }
}

/** The functions CQL2 text and JSON may call here, by their lower-case name. */
export const FUNCTIONS = ['casei', 's_intersects', 'date', 'timestamp'] as const;

export function unknownFunction(name: string): AppError {
  return badFilter(
    msg('api_ogc_filter_unknown_function', {
      name: name.slice(0, 60),
      known: FUNCTIONS.map((known) => known.toUpperCase()).join(', '),
    }),
  );
}

type Ring = number[][];

/** A polygon's ring must close and have at least four positions; every number must be finite. */
export function checkGeometry(geometry: PetaGeometry): PetaGeometry {
  const bad = () => badFilter(msg('api_ogc_filter_geometry_invalid'));
  const positions = (value: unknown, depth: number): void => {
    if (!Array.isArray(value)) throw bad();
    if (depth === 0) {
      if (
        value.length < 2 ||
        value.length > 3 ||
        value.some((n) => typeof n !== 'number' || !Number.isFinite(n))
      )
        throw bad();
      return;
    }
    for (const part of value) positions(part, depth - 1);
  };
  const ring = (value: Ring) => {
    const first = value[0];
    const last = value[value.length - 1];
    if (value.length < 4 || !first || !last || first[0] !== last[0] || first[1] !== last[1]) throw bad();
  };
  switch (geometry.type) {
    case 'Point':
      positions(geometry.coordinates, 0);
      break;
    case 'MultiPoint':
    case 'LineString':
      positions(geometry.coordinates, 1);
      if (geometry.type === 'LineString' && geometry.coordinates.length < 2) throw bad();
      if (geometry.coordinates.length === 0) throw bad();
      break;
    case 'MultiLineString':
    case 'Polygon':
      positions(geometry.coordinates, 2);
      if (geometry.coordinates.length === 0) throw bad();
      if (geometry.type === 'Polygon') geometry.coordinates.forEach(ring);
      else if (geometry.coordinates.some((line) => line.length < 2)) throw bad();
      break;
    case 'MultiPolygon':
      positions(geometry.coordinates, 3);
      if (geometry.coordinates.length === 0) throw bad();
      for (const polygon of geometry.coordinates) {
        if (polygon.length === 0) throw bad();
        polygon.forEach(ring);
      }
      break;
    default:
      throw bad();
  }
  return geometry;
}

/** An envelope (BBOX in text, `{"bbox": [...]}` in JSON) as the polygon it covers. */
export function envelope(numbers: number[]): PetaGeometry {
  const [minX, minY, maxX, maxY] =
    numbers.length === 6 ? [numbers[0], numbers[1], numbers[3], numbers[4]] : numbers;
  if (
    (numbers.length !== 4 && numbers.length !== 6) ||
    [minX, minY, maxX, maxY].some((n) => typeof n !== 'number' || !Number.isFinite(n)) ||
    minX! > maxX! ||
    minY! > maxY!
  ) {
    throw badFilter(msg('api_ogc_filter_geometry_invalid'));
  }
  return {
    type: 'Polygon',
    coordinates: [
      [
        [minX!, minY!],
        [maxX!, minY!],
        [maxX!, maxY!],
        [minX!, maxY!],
        [minX!, minY!],
      ],
    ],
  };
}
