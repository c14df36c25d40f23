import type { Layer } from '@deck.gl/core';
import { ScatterplotLayer, TextLayer } from '@deck.gl/layers';
import { VectorTile } from '@mapbox/vector-tile';
import Pbf from 'pbf';
import type { PetaGeometry, Position } from '../../../shared/geo/types.ts';
import { parseHexColor, type Rgb } from '../../../shared/map-style/color.ts';
import type { Place } from '../place.ts';

/**
 * Reading the server's vector tiles (decision 0053): each tile's `places` become the engine's places (drawn
 * by the same flat layers as a village read whole, so a tile costs what its places cost), its `clusters`
 * discs with their counts. Its own chunk: a small village's map never loads it (nor @mapbox/vector-tile).
 */

export interface TileCluster {
  position: Position;
  count: number;
  /** Its count per category (null: uncategorized), as the tile's `n_{id}` fields say. */
  byCategory: [categoryId: number | null, count: number][];
}

export interface TileContent {
  places: Place[];
  clusters: TileCluster[];
}

const colors = new Map<string, Rgb>();
function rgbOf(color: unknown): Rgb {
  const key = typeof color === 'string' ? color : '';
  let rgb = colors.get(key);
  if (!rgb) {
    rgb = parseHexColor(key);
    colors.set(key, rgb);
  }
  return rgb;
}

/** The tiles' per-category count fields (tile-cut.ts's CLUSTER_CATEGORY_PREFIX). */
const PER_CATEGORY = 'n_';

const numberOr = (value: unknown, fallback: number | null) => (typeof value === 'number' ? value : fallback);

/** One tile's places and clusters, in longitude and latitude. */
export function readTile(bytes: Uint8Array, z: number, x: number, y: number): TileContent {
  const tile = new VectorTile(new Pbf(bytes));
  const places: Place[] = [];
  const clusters: TileCluster[] = [];
  const placesLayer = tile.layers.places;
  for (let i = 0; i < (placesLayer?.length ?? 0); i++) {
    const feature = placesLayer!.feature(i);
    const { id, name, category_id, color } = feature.properties;
    places.push({
      geometry: feature.toGeoJSON(x, y, z).geometry as PetaGeometry,
      color: rgbOf(color),
      name: typeof name === 'string' ? name : '',
      id: numberOr(id, -1)!,
      categoryId: numberOr(category_id, null),
    });
  }
  const clustersLayer = tile.layers.clusters;
  for (let i = 0; i < (clustersLayer?.length ?? 0); i++) {
    const feature = clustersLayer!.feature(i);
    // A cluster in the tile's margin is its neighbour's, drawn by that tile: a cell has one tile.
    const at = feature.loadGeometry()[0]?.[0];
    const extent = clustersLayer!.extent;
    if (!at || at.x < 0 || at.y < 0 || at.x >= extent || at.y >= extent) continue;
    const geometry = feature.toGeoJSON(x, y, z).geometry;
    if (geometry.type !== 'Point') continue;
    const byCategory: TileCluster['byCategory'] = [];
    for (const [key, value] of Object.entries(feature.properties)) {
      if (!key.startsWith(PER_CATEGORY) || typeof value !== 'number') continue;
      const id = key.slice(PER_CATEGORY.length);
      byCategory.push([id === 'none' ? null : Number(id), value]);
    }
    clusters.push({
      position: geometry.coordinates,
      count: numberOr(feature.properties.count, 0)!,
      byCategory,
    });
  }
  return { places, clusters };
}

const WHITE: [number, number, number, number] = [255, 255, 255, 255];
/**
 * One colour for every cluster, the product's own (a cluster of several categories has none of theirs);
 * a place alone is drawn in its category's colour.
 */
const CLUSTER_COLOR: [number, number, number, number] = [15, 118, 110, 235];
/** A cluster's disc grows with its count, from a marker's size to a cell's (32 px: tiles.service.ts). */
const clusterRadius = (count: number) => Math.min(14, 8 + Math.log10(count) * 2);
const countText = (count: number) => (count >= 10_000 ? `${Math.round(count / 1000)}k` : String(count));

/** The shown clusters (their counts those of the shown categories): a disc with its count. */
export function clusterLayers(clusters: readonly TileCluster[], id: string): Layer[] {
  if (clusters.length === 0) return [];
  return [
    new ScatterplotLayer<TileCluster>({
      id,
      data: clusters,
      pickable: true,
      stroked: true,
      radiusUnits: 'pixels',
      lineWidthUnits: 'pixels',
      getPosition: (cluster) => cluster.position as [number, number],
      getRadius: (cluster) => clusterRadius(cluster.count),
      getFillColor: CLUSTER_COLOR,
      getLineColor: WHITE,
      getLineWidth: 2,
    }),
    new TextLayer<TileCluster>({
      id: `${id}-counts`,
      data: clusters,
      getPosition: (cluster) => cluster.position as [number, number],
      getText: (cluster) => countText(cluster.count),
      getSize: 11,
      getColor: WHITE,
      fontWeight: 700,
      characterSet: '0123456789k',
      fontFamily: 'system-ui, sans-serif',
    }),
  ];
}
