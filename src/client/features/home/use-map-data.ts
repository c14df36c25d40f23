import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { tilesCovering } from '../../../shared/geo/web-mercator-tiles.ts';
import { PUBLIC_PLACES_URL } from '../../../shared/public-map-urls.ts';
import type { PublicCategory, PublicCategoryLight, PublicMap } from '../../../shared/schemas/public.ts';
import {
  publicCategoriesQuery,
  publicPlaceQuery,
  publicPlacesQuery,
  tilesMode,
} from '../../lib/public-data.ts';
import { keepForOffline } from '../../lib/service-worker.ts';
import { sitePath } from '../../lib/site-path.ts';
import type { PlaceTiles } from '../../map/place.ts';

/** The tiles' address (tiles.routes.ts); `v` is the data's version, so a change reads every tile again. */
const TILES_URL = sitePath('/tiles/{z}/{x}/{y}.mvt');
/** Whether a worker served this page (its answers then went through it already). */
const servedByWorker = typeof navigator !== 'undefined' && navigator.serviceWorker?.controller != null;
/**
 * The light answer waits for the first tiles, so it does not share a weak link with them (decision 0053);
 * at the latest this long after the page opened (the tiles may not come: offline without a copy).
 */
const LIGHT_ANSWER_LATEST_MS = 4_000;

/** The server's street zoom (tiles.service.ts): its tiles hold every place, closer ones only stretch them. */
const STREET_ZOOM = 16;
/** Tiles kept for offline use after a first visit: about 3 MB at 100,000 places (decision 0053). */
const OFFLINE_TILES_MAX = 300;

/**
 * The tiles of the village's extent a phone uses, from the whole world down, each zoom whole while they
 * stay within OFFLINE_TILES_MAX together: a 5 km village to street zoom is about 120.
 */
export function offlineTileUrls(tiles: PlaceTiles): string[] {
  const urls: string[] = [];
  for (let z = 0; z <= STREET_ZOOM; z++) {
    const level = tilesCovering(tiles.extent, z, OFFLINE_TILES_MAX - urls.length);
    if (!level) break;
    for (const [tz, x, y] of level)
      urls.push(tiles.url.replace('{z}', String(tz)).replace('{x}', String(x)).replace('{y}', String(y)));
  }
  return urls;
}

/** The light answer in the full one's shape: each place a point, without description and photos. */
export function lightAsCategories(light: readonly PublicCategoryLight[]): PublicCategory[] {
  return light.map((category) => ({
    ...category,
    maps: category.maps.map(({ point, ...map }) => ({
      ...map,
      description: '',
      image: null,
      geometry: point ? { type: 'Point', coordinates: point } : null,
    })),
  }));
}

/**
 * The public map's data: the whole answer (shapes and all) for a village the server draws whole, or for a
 * large one (the page's head says: public-data.ts) the light answer and the tiles. `source` is what the
 * catalog is built from either way.
 */
export function useMapData(linkedPlace: string | null) {
  const categoriesQuery = useQuery({ ...publicCategoriesQuery, enabled: tilesMode === null });
  // A link to a place needs the places at once: the first view goes to it.
  const [lightWanted, setLightWanted] = useState(() => tilesMode !== null && linkedPlace !== null);
  useEffect(() => {
    if (!tilesMode || lightWanted) return;
    const timer = setTimeout(() => setLightWanted(true), LIGHT_ANSWER_LATEST_MS);
    return () => clearTimeout(timer);
  }, [lightWanted]);
  const placesQuery = useQuery({ ...publicPlacesQuery, enabled: tilesMode !== null && lightWanted });
  const light = placesQuery.data;
  const source = useMemo(
    () => (tilesMode ? (light ? lightAsCategories(light.categories) : undefined) : categoriesQuery.data),
    [light, categoriesQuery.data],
  );
  const version = light?.version ?? tilesMode?.version;
  const tiles = useMemo(
    (): PlaceTiles | null =>
      tilesMode
        ? { extent: tilesMode.extent, url: `${TILES_URL}?v=${encodeURIComponent(version ?? '')}` }
        : null,
    [version],
  );
  // Once the places are in (the version is then the latest), the extent's tiles are kept for offline use.
  // The light answer too, on a visit the worker did not serve: it may have come before the worker took the
  // page over, and offline the sidebar and the search are read from it (a browser run missed it).
  useEffect(() => {
    if (!tiles || !light) return;
    keepForOffline([...(servedByWorker ? [] : [sitePath(PUBLIC_PLACES_URL)]), ...offlineTileUrls(tiles)]);
  }, [tiles, light]);
  const query = tilesMode ? placesQuery : categoriesQuery;
  const tilesShown = useCallback(() => setLightWanted(true), []);
  return {
    source,
    isError: query.isError,
    retry: () => {
      setLightWanted(true);
      void query.refetch();
    },
    tiles,
    /** Call when the first tiles are on screen: the light answer is read then. */
    tilesShown,
  };
}

/** A place of a map drawn from tiles, whole (its description, photos, shape), once its popup opens. */
export function usePlaceDetails(id: number | null): PublicMap | undefined {
  return useQuery({ ...publicPlaceQuery(id ?? 0), enabled: tilesMode !== null && id !== null }).data;
}
