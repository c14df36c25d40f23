import { mapPositions } from './coordinates.ts';
import type { PetaGeometry } from './types.ts';

/**
 * A copy with longitude and latitude rounded to `decimals` places, to shrink payloads: 6 places is about
 * 11 cm on the ground. An altitude is kept as it is, since its unit is metres, not degrees.
 */
export function roundCoordinates<G extends PetaGeometry>(geometry: G, decimals = 6): G {
  const factor = 10 ** decimals;
  // Adding 0 turns -0 (from rounding a tiny negative) into 0, which serialises and compares as expected.
  const round = (value: number) => Math.round(value * factor) / factor + 0;
  return mapPositions(geometry, ([lng, lat, ...rest]) => [round(lng!), round(lat!), ...rest]);
}
