import type { Layer, WebMercatorViewport } from '@deck.gl/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { tilesCovering } from '../../../shared/geo/web-mercator-tiles.ts';
import type { Place, PlaceTiles } from '../place.ts';
import { mapHook } from '../view/map-hook.ts';
import type { TileCluster, TileContent } from './tile-reader.ts';

type ReaderModule = typeof import('./tile-reader.ts');
let reader: Promise<ReaderModule> | null = null;
const loadReader = () => {
  reader ??= import('./tile-reader.ts');
  return reader;
};

/** The clusters' layer: a click on it comes closer instead of opening a place. */
export const CLUSTER_LAYER_ID = 'tile-clusters';

/** The server's street zoom (tiles.service.ts): its tiles hold every place; closer views stretch them. */
const STREET_ZOOM = 16;
/** Tiles of one view at most: a view asking for more reads the zoom above (a 4K screen is 8 x 5 tiles). */
const VIEW_TILES_MAX = 48;
/** A view with a tile that failed online (a busy server answers 503 with Retry-After 2) asks again after this. */
const RETRY_MS = 2_000;
/** Tries in a row after which a view's missing tiles wait for the next view (or a reload). */
const RETRIES_MAX = 5;
/** Tiles kept read in the page, the last used kept (about 3 MB of places at 100,000). */
const TILES_KEPT = 160;

const kept = new Map<string, Promise<TileContent>>();

function fetchTile(url: string, [z, x, y]: [number, number, number]): Promise<TileContent> {
  let tile = kept.get(url);
  if (tile) {
    kept.delete(url);
    kept.set(url, tile);
    return tile;
  }
  // The bytes are asked for at once, beside the reader's code (its own chunk), not after it.
  const bytes = fetch(url).then((response) => {
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
    return response.arrayBuffer();
  });
  tile = Promise.all([bytes, loadReader()])
    .then(([read, module]) => module.readTile(new Uint8Array(read), z, x, y))
    .catch((error: unknown) => {
      kept.delete(url);
      throw error;
    });
  kept.set(url, tile);
  while (kept.size > TILES_KEPT) kept.delete(kept.keys().next().value!);
  return tile;
}

/** The view's tiles: at its zoom (512 px tiles, as deck.gl counts zoom), fewer from further out. */
function tilesOfView(view: WebMercatorViewport): [number, number, number][] {
  const [west, south, east, north] = view.getBounds();
  const box: [number, number, number, number] = [
    Math.max(-180, west),
    Math.max(-85, south),
    Math.min(180, east),
    Math.min(85, north),
  ];
  for (let z = Math.max(0, Math.min(STREET_ZOOM, Math.round(view.zoom))); z >= 0; z--) {
    const tiles = tilesCovering(box, z, VIEW_TILES_MAX);
    if (tiles) return tiles;
  }
  return [[0, 0, 0]];
}

/** The view's places from its tiles: a point in two tiles' margins once, a line or an area in each piece. */
function together(contents: readonly TileContent[]): { places: Place[]; clusters: TileCluster[] } {
  const places: Place[] = [];
  const clusters: TileCluster[] = [];
  const points = new Set<number>();
  for (const content of contents) {
    for (const place of content.places) {
      if (place.geometry?.type === 'Point' && place.id !== undefined) {
        if (points.has(place.id)) continue;
        points.add(place.id);
      }
      places.push(place);
    }
    clusters.push(...content.clusters);
  }
  return { places, clusters };
}

export interface TilePlaces {
  /** The places the view's tiles hold, as the engine draws them; null until the first view's are in. */
  places: Place[] | null;
  clusters: TileCluster[];
  clusterLayers: (shown: readonly TileCluster[], id: string) => Layer[];
}

/**
 * A large village's places for the view that rests now, read from the server's tiles (decision 0053). The
 * places drawn stay until the next view's tiles are all in (or failed: offline, the cached ones draw).
 */
export function useTilePlaces(tiles: PlaceTiles | null, view: WebMercatorViewport | null): TilePlaces {
  const [module, setModule] = useState<ReaderModule | null>(null);
  const [drawn, setDrawn] = useState<{ key: string; places: Place[]; clusters: TileCluster[] } | null>(null);
  const generation = useRef(0);
  const failedInARow = useRef(0);
  const url = tiles?.url;
  useEffect(() => {
    mapHook().fromTiles = url !== undefined;
  }, [url]);
  useEffect(() => {
    if (!url || module) return;
    let current = true;
    void loadReader().then((loaded) => current && setModule(loaded));
    return () => {
      current = false;
    };
  }, [url, module]);
  useEffect(() => {
    if (!url || !view) return;
    const wanted = tilesOfView(view).map(
      (tile) =>
        [
          url.replace('{z}', String(tile[0])).replace('{x}', String(tile[1])).replace('{y}', String(tile[2])),
          tile,
        ] as const,
    );
    const key = wanted.map(([address]) => address).join(' ');
    if (drawn?.key === key) return;
    const mine = ++generation.current;
    void Promise.allSettled(wanted.map(([address, tile]) => fetchTile(address, tile))).then(
      async (results) => {
        if (mine !== generation.current) return;
        // Read: the reader's code is in (the layers of the clusters are made with it).
        const loaded = await loadReader().catch(() => null);
        if (mine !== generation.current) return;
        if (loaded) setModule(loaded);
        const read = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
        // What came is drawn; a view with a tile missing is asked for again after a while, while online.
        const whole = read.length === results.length;
        setDrawn({ key, ...together(read) });
        failedInARow.current = whole ? 0 : failedInARow.current + 1;
        if (!whole && navigator.onLine && failedInARow.current <= RETRIES_MAX)
          // A new key for what is drawn: the view's tiles are asked for again (the ones in hand are kept).
          setTimeout(() => setDrawn((was) => was && { ...was, key: `${was.key} again` }), RETRY_MS);
      },
    );
  }, [url, view, drawn?.key]);
  const layersOf = useMemo(
    () => (shown: readonly TileCluster[], id: string) => (module ? module.clusterLayers(shown, id) : []),
    [module],
  );
  return { places: drawn?.places ?? null, clusters: drawn?.clusters ?? [], clusterLayers: layersOf };
}
