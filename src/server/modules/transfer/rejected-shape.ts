import { MAX_POSITIONS } from '../../../shared/geo/limits.ts';
import type { PetaGeometry } from '../../../shared/geo/types.ts';

/** How deep the positions sit in each geometry type's coordinates. */
const DEPTH: Record<PetaGeometry['type'], number> = {
  Point: 1,
  MultiPoint: 2,
  LineString: 2,
  MultiLineString: 3,
  Polygon: 3,
  MultiPolygon: 4,
};

/**
 * A geometry the editors' rules refused (an unclosed ring, a polygon crossing itself) is still worth
 * showing in the preview, so the person sees where the bad shape lies. Only something drawable passes:
 * one of the six types, positions of finite numbers nested as the type says, and no more positions than
 * an accepted geometry may have. Pure.
 */
export function rejectedShape(value: unknown): PetaGeometry | null {
  if (typeof value !== 'object' || value === null) return null;
  const { type, coordinates } = value as { type?: unknown; coordinates?: unknown };
  if (typeof type !== 'string' || !Object.hasOwn(DEPTH, type)) return null;
  let positions = 0;
  const nested = (node: unknown, depth: number): boolean => {
    if (!Array.isArray(node)) return false;
    if (depth === 1) {
      positions++;
      return node.length >= 2 && node.every((n) => typeof n === 'number' && Number.isFinite(n));
    }
    return node.every((child) => nested(child, depth - 1)) && positions <= MAX_POSITIONS;
  };
  if (!nested(coordinates, DEPTH[type as PetaGeometry['type']])) return null;
  return { type, coordinates } as PetaGeometry;
}
