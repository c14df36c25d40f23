import { createRequire } from 'node:module';
import type { MultiPolygon, Polygon } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { DemoPlace } from '../../db/seeds/demo/village.ts';
import { countPositions } from '../../src/shared/geo/coordinates.ts';
import { roundCoordinates } from '../../src/shared/geo/round.ts';
import type { VillageData } from './data.ts';

/**
 * The real-world data set: the US county polygons of the Census Bureau (us-atlas, counties-10m), through
 * topojson-client. Irregular rings, islands as multipolygons and very uneven vertex counts, unlike the
 * synthetic village's tidy shapes. Coordinates rounded to 6 decimals as the API stores them.
 */

const CATEGORIES = [
  { key: 'northeast', name: 'Northeast', description: 'Counties of the Northeast.', color: '#0ea5e9' },
  { key: 'midwest', name: 'Midwest', description: 'Counties of the Midwest.', color: '#f59e0b' },
  { key: 'south', name: 'South', description: 'Counties of the South.', color: '#10b981' },
  { key: 'west', name: 'West', description: 'Counties of the West.', color: '#8b5cf6' },
];

// Census regions by state FIPS code.
const NORTHEAST = new Set(['09', '23', '25', '33', '44', '50', '34', '36', '42']);
const MIDWEST = new Set(['17', '18', '26', '39', '55', '19', '20', '27', '29', '31', '38', '46']);
const WEST = new Set(['04', '08', '16', '30', '32', '35', '49', '56', '02', '06', '15', '41', '53']);

function regionOf(fips: string): string {
  const state = fips.slice(0, 2);
  if (NORTHEAST.has(state)) return 'northeast';
  if (MIDWEST.has(state)) return 'midwest';
  if (WEST.has(state)) return 'west';
  return 'south';
}

export function usCounties(): VillageData & { vertices: number } {
  const require = createRequire(import.meta.url);
  const topology = require('us-atlas/counties-10m.json') as Topology<{ counties: GeometryCollection }>;
  const collection = feature(topology, topology.objects.counties);
  const places: DemoPlace[] = [];
  let vertices = 0;
  for (const county of collection.features) {
    const geometry = county.geometry as Polygon | MultiPolygon | null;
    if (!geometry) continue;
    const rounded = roundCoordinates(geometry);
    vertices += countPositions(rounded);
    const fips = String(county.id ?? '');
    const name = String((county.properties as { name?: string } | null)?.name ?? fips);
    places.push({
      name: `${name} County`,
      description: `US county ${fips} (Census Bureau, us-atlas).`,
      address: `FIPS ${fips}`,
      categoryKey: regionOf(fips),
      status: 'active',
      geometry: rounded,
    });
  }
  return { categories: CATEGORIES, places, vertices };
}
