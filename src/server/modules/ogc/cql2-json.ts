import type { PetaGeometry } from '../../../shared/geo/types.ts';
import { msg } from '../../../shared/i18n/message.ts';
import {
  badFilter,
  type ComparisonOp,
  type Condition,
  checkGeometry,
  checkLength,
  envelope,
  FILTER_LIMITS,
  FilterBudget,
  type Scalar,
  temporal,
  unknownFunction,
} from './cql2.ts';

/**
 * CQL2 JSON, the same classes as the text (cql2-text.ts). The text is at most FILTER_LIMITS.length
 * characters before JSON.parse sees it; the walk below stops at FILTER_LIMITS.depth and counts nodes and
 * vertices as the text parser does.
 */
type Json = unknown;

const COMPARISONS: readonly string[] = ['=', '<>', '<', '>', '<=', '>='];
const GEOMETRY_NESTING: Record<string, number> = {
  Point: 0,
  MultiPoint: 1,
  LineString: 1,
  MultiLineString: 2,
  Polygon: 2,
  MultiPolygon: 3,
};

const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

class Walker {
  readonly budget = new FilterBudget();

  private shape(path: string): never {
    throw badFilter(msg('api_ogc_filter_json_shape', { at: path.slice(0, 80) }));
  }

  private args(node: Record<string, Json>, path: string, count?: number): Json[] {
    const args = node.args;
    if (!Array.isArray(args) || (count !== undefined && args.length !== count)) this.shape(`${path}/args`);
    return args;
  }

  condition(node: Json, depth: number, path: string): Condition {
    this.budget.depth(depth);
    this.budget.node();
    if (typeof node === 'boolean') return { kind: 'literal', value: node };
    if (!isObject(node) || typeof node.op !== 'string') return this.shape(path);
    const op = node.op.toLowerCase();
    const at = (i: number) => `${path}/args/${i}`;
    if (op === 'and' || op === 'or') {
      const args = this.args(node, path);
      if (args.length < 2) this.shape(`${path}/args`);
      return { kind: op, args: args.map((arg, i) => this.condition(arg, depth + 1, at(i))) };
    }
    if (op === 'not') {
      const [arg] = this.args(node, path, 1);
      return { kind: 'not', arg: this.condition(arg, depth + 1, at(0)) };
    }
    if (COMPARISONS.includes(op)) {
      const [left, right] = this.args(node, path, 2);
      return {
        kind: 'compare',
        op: op as ComparisonOp,
        left: this.scalar(left, depth + 1, at(0)),
        right: this.scalar(right, depth + 1, at(1)),
      };
    }
    if (op === 'like') {
      const [value, pattern] = this.args(node, path, 2);
      return {
        kind: 'like',
        value: this.scalar(value, depth + 1, at(0)),
        pattern: this.scalar(pattern, depth + 1, at(1)),
      };
    }
    if (op === 'between') {
      const [value, low, high] = this.args(node, path, 3);
      return {
        kind: 'between',
        value: this.scalar(value, depth + 1, at(0)),
        low: this.scalar(low, depth + 1, at(1)),
        high: this.scalar(high, depth + 1, at(2)),
      };
    }
    if (op === 'in') {
      const [value, list] = this.args(node, path, 2);
      if (!Array.isArray(list) || list.length === 0) return this.shape(at(1));
      if (list.length > FILTER_LIMITS.inList) {
        throw badFilter(msg('api_ogc_filter_in_list', { max: FILTER_LIMITS.inList }));
      }
      return {
        kind: 'in',
        value: this.scalar(value, depth + 1, at(0)),
        list: list.map((item, i) => this.scalar(item, depth + 2, `${at(1)}/${i}`)),
      };
    }
    if (op === 'isnull') {
      const [value] = this.args(node, path, 1);
      return { kind: 'isNull', value: this.scalar(value, depth + 1, at(0)) };
    }
    if (op === 's_intersects') {
      this.budget.spatialTest();
      const operands = this.args(node, path, 2).map((arg, i) => this.spatialOperand(arg, at(i)));
      const geometries = operands.filter((operand): operand is PetaGeometry => operand !== 'property');
      if (geometries.length !== 1) throw badFilter(msg('api_ogc_filter_spatial_operands'));
      return { kind: 'intersects', geometry: geometries[0]! };
    }
    throw unknownFunction(node.op);
  }

  scalar(node: Json, depth: number, path: string): Scalar {
    this.budget.depth(depth);
    this.budget.node();
    if (typeof node === 'string') {
      if (node.length > FILTER_LIMITS.string) {
        throw badFilter(msg('api_ogc_filter_string_too_long', { max: FILTER_LIMITS.string }));
      }
      return { kind: 'string', value: node };
    }
    if (typeof node === 'number') return { kind: 'number', value: node };
    if (typeof node === 'boolean') return { kind: 'boolean', value: node };
    if (isObject(node)) {
      if (typeof node.property === 'string') return { kind: 'property', name: node.property };
      if ('date' in node) return temporal('date', node.date);
      if ('timestamp' in node) return temporal('timestamp', node.timestamp);
      if (typeof node.op === 'string') {
        if (node.op.toLowerCase() !== 'casei') throw unknownFunction(node.op);
        const [arg] = this.args(node, path, 1);
        return { kind: 'casei', arg: this.scalar(arg, depth + 1, `${path}/args/0`) };
      }
    }
    return this.shape(path);
  }

  private spatialOperand(node: Json, path: string): PetaGeometry | 'property' {
    this.budget.node();
    if (!isObject(node)) return this.shape(path);
    if (typeof node.property === 'string') {
      if (node.property !== 'geometry') throw badFilter(msg('api_ogc_filter_spatial_operands'));
      return 'property';
    }
    if (Array.isArray(node.bbox)) {
      if (node.bbox.length > 6) this.shape(path);
      return envelope(node.bbox as number[]);
    }
    const nesting = typeof node.type === 'string' ? GEOMETRY_NESTING[node.type] : undefined;
    if (nesting === undefined) return this.shape(path);
    this.countVertices(node.coordinates, nesting);
    return checkGeometry({ type: node.type, coordinates: node.coordinates } as PetaGeometry);
  }

  /** Counts positions against the budget without recursing past the geometry's own nesting. */
  private countVertices(coordinates: Json, nesting: number): void {
    if (!Array.isArray(coordinates)) throw badFilter(msg('api_ogc_filter_geometry_invalid'));
    if (nesting === 0) {
      this.budget.vertex();
      return;
    }
    for (const part of coordinates) this.countVertices(part, nesting - 1);
  }
}

/** A CQL2 JSON filter as a condition, or a 400 saying what is wrong and where. */
export function parseCql2Json(text: string): Condition {
  checkLength(text);
  let document: Json;
  try {
    document = JSON.parse(text);
  } catch {
    throw badFilter(msg('api_ogc_filter_json_invalid'));
  }
  return new Walker().condition(document, 1, '');
}
