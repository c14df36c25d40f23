import { msg } from '../../../shared/i18n/message.ts';
import { AppError } from '../../errors.ts';

/**
 * OGC API Features Part 4 bodies as the back office's map inputs: a GeoJSON Feature to create or replace
 * (POST, PUT), a JSON merge patch of one (PATCH, RFC 7396). Only their shape is checked here; the values
 * are the maps procedures' to validate (the same zod inputs, geometry rules and messages as the back
 * office), so an OGC client meets no rule the back office does not.
 */
export const EDITABLE_PROPERTIES = ['name', 'description', 'address'] as const;
type Editable = (typeof EDITABLE_PROPERTIES)[number];

export interface FeatureInput {
  properties: Partial<Record<Editable, unknown>>;
  /** Undefined: not given (a patch keeps it). */
  geometry?: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function badBody(): AppError {
  return new AppError(
    'BAD_REQUEST',
    msg('api_ogc_feature_body', { allowed: EDITABLE_PROPERTIES.join(', ') }),
  );
}

/** `properties` of a body: only the editable ones (`category` and `slug` are read-only, as served). */
function propertiesOf(value: unknown, patch: boolean): FeatureInput['properties'] {
  if (value === undefined || (patch && value === null)) return {};
  if (!isObject(value)) throw badBody();
  const properties: FeatureInput['properties'] = {};
  for (const [name, given] of Object.entries(value)) {
    if (name === 'category' || name === 'slug') continue;
    if (!(EDITABLE_PROPERTIES as readonly string[]).includes(name)) throw badBody();
    // A merge patch's null removes a value: for these texts, an empty one.
    properties[name as Editable] = given === null ? '' : given;
  }
  return properties;
}

/** A whole Feature (POST, PUT): `type` Feature, its properties, a geometry. */
export function featureBody(body: unknown): FeatureInput {
  if (!isObject(body) || body.type !== 'Feature' || !('geometry' in body)) throw badBody();
  return { properties: propertiesOf(body.properties, false), geometry: body.geometry };
}

/** A merge patch of a Feature (PATCH): what it names changes, the rest stays. */
export function featurePatch(body: unknown): FeatureInput {
  if (!isObject(body)) throw badBody();
  for (const key of Object.keys(body)) {
    if (!['type', 'properties', 'geometry', 'id'].includes(key)) throw badBody();
  }
  if (body.type !== undefined && body.type !== 'Feature') throw badBody();
  return {
    properties: propertiesOf(body.properties, true),
    ...(body.geometry !== undefined ? { geometry: body.geometry } : {}),
  };
}

/** `If-Match: "7"` as the record version 7; `*` or none: undefined (the update overwrites, as REST's). */
export function versionOfIfMatch(ifMatch: string | undefined): number | string | undefined {
  if (!ifMatch) return undefined;
  const tag = ifMatch.trim();
  if (tag === '*') return undefined;
  const match = /^(?:W\/)?"(\d{1,10})"$/.exec(tag);
  return match ? Number(match[1]) : tag;
}
