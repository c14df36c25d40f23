import { GEOMETRY_KINDS, type PetaGeometry } from './types.ts';

const KINDS = new Set<string>(GEOMETRY_KINDS);

/**
 * A value typed as unknown (a public answer's geometry, an import preview's) read as our GeoJSON when it is
 * shaped like it, or null: a quick check of the type and that coordinates are a list, not a validation
 * (that is normalizeGeometry's). Anything else is left undrawn.
 */
export function asGeometry(value: unknown): PetaGeometry | null {
  if (typeof value !== 'object' || value === null) return null;
  const { type, coordinates } = value as { type?: unknown; coordinates?: unknown };
  return typeof type === 'string' && KINDS.has(type) && Array.isArray(coordinates)
    ? (value as PetaGeometry)
    : null;
}
