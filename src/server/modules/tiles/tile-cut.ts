import type { Feature } from 'geojson';
import GeoJSONVT, { type LegacyFeature, type LegacyTile } from 'geojson-vt';
import { fromGeojsonVt } from 'vt-pbf';
import type { PetaGeometry } from '../../../shared/geo/types.ts';
import { BUFFER, EXTENT, type TileAddress } from './tile-address.ts';

/** What a popup and a style need of a place, as the tile's `places` layer carries it. */
export interface PlaceProperties {
  id: number;
  slug: string;
  name: string;
  /** Absent for an uncategorized place. */
  category_id?: number;
  /** The category's colour (`#rrggbb`), so a style draws it without a table of categories. */
  color: string;
}

/** A place to draw as its shape (or as itself, a point or points). */
export interface ShapedPlace {
  geometry: PetaGeometry;
  properties: PlaceProperties;
}

/** Places near each other summed into one cell of the clustering grid. */
export interface Cell {
  /** Mean Web Mercator position of its places (0..1 each way). */
  mx: number;
  my: number;
  count: number;
  /** How many of its places each category has, by categoryKey. */
  byCategory?: Record<string, number>;
  /** The place itself when the cell holds one: drawn as a place, not a cluster. */
  only?: PlaceProperties;
}

/** The media type of what `encodeTile` makes. */
export const MVT_TYPE = 'application/vnd.mapbox-vector-tile';

/**
 * A cluster's count per category is a field per category, named by this and the category's id (`n_7`), or
 * `n_none` for the uncategorized: a map hiding categories sums the rest.
 */
export const CLUSTER_CATEGORY_PREFIX = 'n_';
export const categoryKey = (categoryId: number | null) =>
  `${CLUSTER_CATEGORY_PREFIX}${categoryId === null ? 'none' : categoryId}`;

export const LAYER_PLACES = 'places';
export const LAYER_CLUSTERS = 'clusters';

/**
 * Geometry simplification in tile units (geojson-vt's default, 3 of 4096): below a pixel at every zoom,
 * so a shape is simplified as much as it can be without it showing.
 */
const TOLERANCE = 3;

/** The shapes cut to the tile with its buffer, simplified for its zoom (geojson-vt). */
function cutShapes(places: readonly ShapedPlace[], { z, x, y }: TileAddress): LegacyFeature[] {
  if (places.length === 0) return [];
  const features: Feature[] = places.map((place) => ({
    type: 'Feature',
    geometry: place.geometry,
    properties: { ...place.properties },
  }));
  // One index for this tile's own places only: it drills from the world down to this tile, clipping at
  // each level, so its work is the places' vertices times the zoom, never the village's.
  const index = new GeoJSONVT(
    { type: 'FeatureCollection', features },
    { maxZoom: z, indexMaxZoom: 0, indexMaxPoints: 0, tolerance: TOLERANCE, extent: EXTENT, buffer: BUFFER },
  );
  return index.getTile(z, x, y)?.features ?? [];
}

function tilePoint(cell: Cell, { z, x, y }: TileAddress): [number, number] {
  const size = 2 ** z;
  return [Math.round((cell.mx * size - x) * EXTENT), Math.round((cell.my * size - y) * EXTENT)];
}

/**
 * A Mapbox Vector Tile (version 2) of `shapes` and `cells`: places in the layer `places` (shapes, points,
 * and a cell of one place as its point), clusters in the layer `clusters` with their `count`,
 * in all and per category.
 */
export function encodeTile(
  address: TileAddress,
  shapes: readonly ShapedPlace[],
  cells: readonly Cell[],
): Buffer {
  const places: LegacyFeature[] = cutShapes(shapes, address);
  const clusters: LegacyFeature[] = [];
  for (const cell of cells) {
    const geometry = [tilePoint(cell, address)];
    if (cell.only) places.push({ type: 1, geometry, tags: { ...cell.only } });
    else
      clusters.push({
        type: 1,
        geometry,
        tags: { count: cell.count, ...cell.byCategory },
      });
  }
  const layers: Record<string, LegacyTile> = {};
  if (places.length) layers[LAYER_PLACES] = { features: places };
  if (clusters.length) layers[LAYER_CLUSTERS] = { features: clusters };
  const bytes = fromGeojsonVt(layers, { version: 2, extent: EXTENT });
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
