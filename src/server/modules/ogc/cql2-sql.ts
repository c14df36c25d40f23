import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { PetaGeometry } from '../../../shared/geo/types.ts';
import { msg } from '../../../shared/i18n/message.ts';
import { badFilter, type Condition, FILTER_LIMITS, type Scalar } from './cql2.ts';
import { isQueryable, QUERYABLE_NAMES, QUERYABLES } from './ogc-queryables.ts';

/**
 * A parsed CQL2 filter as one SQL condition over the existing columns: properties become column
 * references, every literal a bound parameter (never SQL text), so `name = 'x'' or 1=1 --'` is a name to
 * look for. Spatial tests are resolved beforehand (each S_INTERSECTS to the ids of the features that meet
 * its geometry, see ogc-filter.ts) and come in as `matches`, in the order the filter names them.
 */
type Typed = { sql: RawBuilder<unknown>; type: 'string' | 'number' | 'boolean' | 'date' | 'timestamp' };

export function unknownProperty(name: string) {
  return badFilter(
    msg('api_ogc_filter_unknown_property', { name: name.slice(0, 60), allowed: QUERYABLE_NAMES.join(', ') }),
  );
}

function scalar(node: Scalar): Typed {
  switch (node.kind) {
    case 'property': {
      if (!isQueryable(node.name)) throw unknownProperty(node.name);
      const queryable = QUERYABLES[node.name];
      return { sql: queryable.column, type: queryable.type === 'integer' ? 'number' : 'string' };
    }
    case 'string':
      return { sql: sql`${node.value}::text`, type: 'string' };
    case 'number':
      if (!Number.isFinite(node.value)) throw badFilter(msg('api_ogc_filter_number'));
      return { sql: sql`${node.value}::float8`, type: 'number' };
    case 'boolean':
      return { sql: sql`${node.value}::boolean`, type: 'boolean' };
    case 'date':
      return { sql: sql`${node.value}::date`, type: 'date' };
    case 'timestamp':
      return { sql: sql`${node.value}::timestamptz`, type: 'timestamp' };
    case 'casei': {
      const inner = scalar(node.arg);
      if (inner.type !== 'string') throw badFilter(msg('api_ogc_filter_casei'));
      return { sql: sql`lower(${inner.sql})`, type: 'string' };
    }
  }
}

/** Operands compared with each other must be of one type: text with text, number with number. */
function sameType(op: string, operands: Typed[]): void {
  if (operands.some((operand) => operand.type !== operands[0]!.type)) {
    throw badFilter(msg('api_ogc_filter_types', { op }));
  }
}

/** A LIKE pattern is a text literal (CASEI of one too) of bounded length, not ending in a lone escape. */
function likePattern(node: Scalar): Typed {
  const literal = node.kind === 'casei' ? node.arg : node;
  const refused = () =>
    badFilter(
      msg('api_ogc_filter_like', { max: FILTER_LIMITS.likePattern, wildcards: FILTER_LIMITS.likeWildcards }),
    );
  if (literal.kind !== 'string') throw refused();
  // An escape character escapes the next one; a last one escapes nothing, which PostgreSQL refuses.
  const unescaped = literal.value.replace(/\\./gs, '');
  const wildcards = unescaped.split('%').length - 1;
  if (
    literal.value.length > FILTER_LIMITS.likePattern ||
    unescaped.endsWith('\\') ||
    wildcards > FILTER_LIMITS.likeWildcards
  ) {
    throw refused();
  }
  return scalar(node);
}

export function compileCondition(condition: Condition, matches: number[][]): RawBuilder<SqlBool> {
  let spatial = 0;
  const compile = (node: Condition): RawBuilder<SqlBool> => {
    switch (node.kind) {
      case 'and':
      case 'or':
        return sql<SqlBool>`(${sql.join(node.args.map(compile), node.kind === 'and' ? sql` and ` : sql` or `)})`;
      case 'not':
        return sql<SqlBool>`(not ${compile(node.arg)})`;
      case 'literal':
        return node.value ? sql<SqlBool>`true` : sql<SqlBool>`false`;
      case 'compare': {
        const [left, right] = [scalar(node.left), scalar(node.right)];
        sameType(node.op, [left, right]);
        return sql<SqlBool>`(${left.sql} ${sql.raw(node.op)} ${right.sql})`;
      }
      case 'like': {
        const [value, pattern] = [scalar(node.value), likePattern(node.pattern)];
        sameType('LIKE', [value, pattern]);
        if (value.type !== 'string') throw badFilter(msg('api_ogc_filter_types', { op: 'LIKE' }));
        return sql<SqlBool>`(${value.sql} like ${pattern.sql} escape '\\')`;
      }
      case 'between': {
        const operands = [scalar(node.value), scalar(node.low), scalar(node.high)];
        sameType('BETWEEN', operands);
        const [value, low, high] = operands as [Typed, Typed, Typed];
        return sql<SqlBool>`(${value.sql} between ${low.sql} and ${high.sql})`;
      }
      case 'in': {
        const value = scalar(node.value);
        const list = node.list.map(scalar);
        sameType('IN', [value, ...list]);
        return sql<SqlBool>`(${value.sql} in (${sql.join(list.map((item) => item.sql))}))`;
      }
      case 'isNull':
        return sql<SqlBool>`(${scalar(node.value).sql} is null)`;
      case 'intersects':
        return idIn(matches[spatial++] ?? []);
    }
  };
  return compile(condition);
}

/** The feature's id is one of `ids`: one parameter (an array literal), however many. */
export function idIn(ids: number[]): RawBuilder<SqlBool> {
  return sql<SqlBool>`(maps.id = any(${`{${ids.join(',')}}`}::int[]))`;
}

/** The geometries of a filter's S_INTERSECTS, in the order compileCondition meets them. */
export function spatialGeometries(condition: Condition): PetaGeometry[] {
  const found: PetaGeometry[] = [];
  const walk = (node: Condition) => {
    if (node.kind === 'and' || node.kind === 'or') node.args.forEach(walk);
    else if (node.kind === 'not') walk(node.arg);
    else if (node.kind === 'intersects') found.push(node.geometry);
  };
  walk(condition);
  return found;
}

/** The same filter with each S_INTERSECTS geometry replaced by `replace`'s (its CRS84 copy). */
export function mapGeometries(
  condition: Condition,
  replace: (geometry: PetaGeometry) => PetaGeometry,
): Condition {
  switch (condition.kind) {
    case 'and':
    case 'or':
      return { ...condition, args: condition.args.map((arg) => mapGeometries(arg, replace)) };
    case 'not':
      return { ...condition, arg: mapGeometries(condition.arg, replace) };
    case 'intersects':
      return { ...condition, geometry: replace(condition.geometry) };
    default:
      return condition;
  }
}
