import type { WebMercatorViewport } from '@deck.gl/core';
import {
  type ReactNode,
  type Ref,
  useCallback,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
} from 'react';
import { asGeometry } from '../../shared/geo/as-geometry.ts';
import { bboxOf } from '../../shared/geo/bbox.ts';
import type { Position } from '../../shared/geo/types.ts';
import type { PublicSetting } from '../../shared/schemas/settings.ts';
import { buildFeatureBuffers, pointPosition } from './buffers/feature-buffers.ts';
import { boundaryLayers } from './layers/boundary-layers.ts';
import { type FeatureIcons, FeatureLayers, pickedFeature } from './layers/feature-layers.ts';
import { type IconAtlas, loadIconAtlas } from './layers/icon-atlas.ts';
import { useDrawnLevel } from './layers/use-drawn-level.ts';
import { usePlaceLabels } from './layers/use-place-labels.ts';
import type { Place, PlacePick, PlaceTiles } from './place.ts';
import { CLUSTER_LAYER_ID, useTilePlaces } from './tiles/use-tile-places.ts';
import { basemapOf } from './view/basemap-style.ts';
import { type FitOptions, unionBBoxes } from './view/fit-bounds.ts';
import { type MapClick, MapView, type MapViewHandle } from './view/map-view.tsx';
import { FEATURE_FIT, settingsView, toViewZoom } from './view/map-zoom.ts';

/**
 * The map engine's one door (decision 0018). Pages hand it places (place.ts) and a selection; behind it
 * the places become typed buffers (buffers/), the buffers deck.gl layers in chunks and detail levels
 * (layers/), and the layers a picture painted in batches over a basemap that waits for it (paint/, view/).
 * Nothing a page does depends on how.
 */

export interface PlacesMapHandle {
  /** Shows the places `include` keeps (the shown ones by default); the zoom it went to, or null. */
  fitPlaces: (include?: (index: number) => boolean) => number | null;
  /** Shows one place, a point closer than a whole selection would come; the zoom, or null. */
  fitPlace: (index: number) => number | null;
}

/**
 * Where the map starts once the places arrive: where the settings say, on the shown places, on the
 * village boundary (the shown places when there is none), or on one place; 'later': not yet (a linked
 * place is on its way to a map drawn from tiles, which otherwise starts before its places).
 */
export type InitialFit = 'none' | 'shown' | 'boundary' | { place: number } | 'later';

export interface PlacesMapProps {
  /** Null while they are on their way: the basemap then waits for their first picture. */
  places: readonly Place[] | null;
  /**
   * A large village (decision 0053): its places are drawn from these tiles, view by view; `places` then
   * each carry a point, their id and category, and serve to fit views, to name what a click picked and
   * to match the tiles to `shown`.
   */
  tiles?: PlaceTiles | null;
  /** 1 for each place to draw, 0 to hide (a new selection comes as a new array); all when not given. */
  shown?: Uint8Array | null;
  /** The public settings: first view, basemap and village boundary; undefined when they failed to load. */
  settings: PublicSetting | undefined;
  /** Layer ids of the boundary: two maps on one page keep their GPU buffers apart. */
  boundaryId?: string;
  initialFit?: InitialFit;
  /**
   * Thousands of places: paint in batches, move a picture while the view moves, simplify lines per zoom
   * and start the basemap after the places (decisions 0010 to 0015, now 0018).
   */
  large?: boolean;
  /** Draw the places' names at close zoom (label-placement.ts). */
  labels?: boolean;
  /** Offer "my location" (the browser's geolocation) on the map. */
  myLocation?: boolean;
  /** For printing: the map's pictures stay on its canvases (MapView's `printable`). */
  printable?: boolean;
  /** A click on the map: the place under it, or null when there is none. */
  onPick?: (pick: PlacePick | null) => void;
  /** Any click on the map, by where it landed [lng, lat] (a resident report's point, issue 36). */
  onMapClick?: (coordinate: Position) => void;
  /** Once, when the places are first on screen (the public map then drops the server's first picture). */
  onPictureShown?: () => void;
  /** HTML placed over the map (popups), given the current projection. */
  overlay?: (view: { project: (position: Position) => [number, number]; width: number }) => ReactNode;
  label: string;
  ref?: Ref<PlacesMapHandle>;
}

/** The places' icons, loaded and packed once per set of addresses; null until then (circles meanwhile). */
function useIconAtlas(places: readonly Place[] | null): IconAtlas | null {
  // The addresses as one text: a new list of the same icons loads nothing again.
  const key = useMemo(
    () => [...new Set((places ?? []).flatMap((place) => (place.icon ? [place.icon] : [])))].join('\n'),
    [places],
  );
  const [atlas, setAtlas] = useState<{ key: string; atlas: IconAtlas | null } | null>(null);
  useEffect(() => {
    if (!key) return;
    let current = true;
    void loadIconAtlas(key.split('\n')).then((loaded) => {
      if (current) setAtlas({ key, atlas: loaded });
    });
    return () => {
      current = false;
    };
  }, [key]);
  return atlas?.key === key ? atlas.atlas : null;
}

/** A single place (a link, the locate button) may come closer than a whole selection. */
const PLACE_FIT: FitOptions = { ...FEATURE_FIT, pointZoom: toViewZoom(17) };

export function PlacesMap({
  places,
  tiles = null,
  shown,
  settings,
  boundaryId,
  initialFit = 'none',
  large = false,
  labels = false,
  myLocation = false,
  printable = false,
  onPick,
  onMapClick,
  onPictureShown,
  overlay,
  label,
  ref,
}: PlacesMapProps) {
  const mapRef = useRef<MapViewHandle>(null);
  // From tiles, what is drawn is the settled view's tiles' places, not `places` (decision 0053).
  const [settledView, setSettledView] = useState<WebMercatorViewport | null>(null);
  const fromTiles = useTilePlaces(tiles, settledView);
  const drawnPlaces = tiles ? fromTiles.places : places;
  const buffers = useMemo(() => (drawnPlaces ? buildFeatureBuffers(drawnPlaces) : null), [drawnPlaces]);
  const features = useMemo(() => (buffers ? new FeatureLayers(buffers) : null), [buffers]);
  const allShown = useMemo(() => (buffers ? new Uint8Array(buffers.featureCount).fill(1) : null), [buffers]);
  const shownOf = useMemo(() => (tiles ? shownById(places, shown) : null), [tiles, places, shown]);
  const tileFlags = useMemo(
    () =>
      shownOf && drawnPlaces
        ? Uint8Array.from(drawnPlaces, (place) => (shownOf.place(place.id) ? 1 : 0))
        : null,
    [shownOf, drawnPlaces],
  );
  const drawnFlags = tiles ? tileFlags : (shown ?? allShown);
  // The places' own boxes fit the views (from tiles: their points).
  const placeBoxes = useMemo(
    () => (tiles ? (places ? buildFeatureBuffers(places).bboxes : null) : (buffers?.bboxes ?? null)),
    [tiles, places, buffers],
  );
  const placeFlags = useMemo(
    () => shown ?? (placeBoxes ? new Uint8Array(placeBoxes.length / 4).fill(1) : null),
    [shown, placeBoxes],
  );
  const atlas = useIconAtlas(tiles ? null : places);
  const icons = useMemo((): FeatureIcons | null => {
    if (!atlas || !places || tiles) return null;
    const frames = new Float32Array(places.length * 4).fill(Number.NaN);
    places.forEach((place, index) => {
      const frame = place.icon ? atlas.frames.get(place.icon) : undefined;
      if (frame) frames.set(frame, index * 4);
    });
    return { atlas: atlas.image, frames };
  }, [atlas, places, tiles]);
  const boundary = useMemo(
    () => boundaryLayers(asGeometry(settings?.village_boundary), boundaryId),
    [settings?.village_boundary, boundaryId],
  );
  const initialView = useMemo(() => settingsView(settings), [settings]);
  const basemap = basemapOf(settings);

  // A large village's features wait for the view they are first shown at (the initial fit), so they are
  // not built and uploaded once more for the settings' view; then they follow the resting zoom's level.
  const [viewZoom, setViewZoom] = useState<number | null>(null);
  const firstViewSet = useRef(false);
  const viewAt = useCallback((zoom: number | null) => {
    if (zoom !== null) setViewZoom(Math.floor(zoom));
  }, []);
  const drawnLevel = useDrawnLevel(large ? features : null, viewZoom);
  const featureLayers = useMemo(() => {
    if (!features || !drawnFlags) return [];
    if (!large) return features.layers(drawnFlags, undefined, icons);
    return drawnLevel === null ? [] : features.layers(drawnFlags, drawnLevel, icons);
  }, [features, drawnFlags, large, drawnLevel, icons]);
  const placeLabels = usePlaceLabels(drawnPlaces, drawnFlags, labels, `${boundaryId ?? 'map'}-labels`);
  // A cluster counts the places of the categories shown, and is gone when that is none.
  const clusters = useMemo(() => {
    if (!shownOf) return fromTiles.clusters;
    return fromTiles.clusters.flatMap((cluster) => {
      let count = 0;
      for (const [category, n] of cluster.byCategory) if (shownOf.category(category)) count += n;
      return count === 0 ? [] : [count === cluster.count ? cluster : { ...cluster, count }];
    });
  }, [shownOf, fromTiles.clusters]);
  const clusterLayers = useMemo(
    () => fromTiles.clusterLayers(clusters, CLUSTER_LAYER_ID),
    [fromTiles, clusters],
  );
  const layers = useMemo(
    () => [boundary, ...featureLayers, ...clusterLayers, ...placeLabels.layers],
    [boundary, featureLayers, clusterLayers, placeLabels.layers],
  );

  const featuresDrawn = useMemo(() => {
    if (!buffers || !drawnFlags || (featureLayers.length === 0 && clusterLayers.length === 0)) return 0;
    let count = clusters.length;
    for (let i = 0; i < drawnFlags.length; i++)
      if (drawnFlags[i] === 1 && !Number.isNaN(buffers.bboxes[i * 4]!)) count++;
    return count;
  }, [buffers, drawnFlags, featureLayers, clusterLayers, clusters]);
  const featuresPending =
    drawnPlaces === null ||
    (drawnPlaces.length > 0 && featureLayers.length === 0 && clusterLayers.length === 0);

  const fitPlaces = useCallback(
    (include?: (index: number) => boolean) => {
      if (!placeBoxes) return null;
      const keep = include ?? ((index: number) => placeFlags?.[index] === 1);
      const bbox = unionBBoxes(placeBoxes, keep);
      const zoom = bbox ? (mapRef.current?.fitBounds(bbox, FEATURE_FIT) ?? null) : null;
      viewAt(zoom);
      return zoom;
    },
    [placeBoxes, placeFlags, viewAt],
  );
  const fitPlace = useCallback(
    (index: number) => {
      const box = placeBoxes?.subarray(index * 4, index * 4 + 4);
      if (!box || box.length < 4 || Number.isNaN(box[0]!)) return null;
      const zoom = mapRef.current?.fitBounds([box[0]!, box[1]!, box[2]!, box[3]!], PLACE_FIT) ?? null;
      viewAt(zoom);
      return zoom;
    },
    [placeBoxes, viewAt],
  );
  const boundaryGeometry = useMemo(
    () => asGeometry(settings?.village_boundary),
    [settings?.village_boundary],
  );
  const fitBoundary = useCallback(() => {
    if (!boundaryGeometry) return fitPlaces();
    const zoom = mapRef.current?.fitBounds(bboxOf(boundaryGeometry), FEATURE_FIT) ?? null;
    viewAt(zoom);
    return zoom;
  }, [boundaryGeometry, fitPlaces, viewAt]);
  useImperativeHandle(ref, () => ({ fitPlaces, fitPlace }), [fitPlaces, fitPlace]);

  // The first view, once the places are there: the initial fit, or the settings' view. A fit that waits
  // for the map's size reports its zoom once made (through the resting zoom).
  const initialFitRef = useRef(initialFit);
  initialFitRef.current = initialFit;
  const tilesExtent = tiles?.extent;
  const waiting = initialFit === 'later';
  useEffect(() => {
    const fit = initialFitRef.current;
    if (firstViewSet.current || waiting) return;
    // From tiles, the whole village's view needs no places: their extent is known (decision 0053).
    if (tilesExtent && (fit === 'shown' || fit === 'none' || (fit === 'boundary' && !boundaryGeometry))) {
      firstViewSet.current = true;
      const zoom = fit === 'none' ? null : (mapRef.current?.fitBounds(tilesExtent, FEATURE_FIT) ?? null);
      viewAt(zoom ?? mapRef.current?.currentView().zoom ?? null);
      return;
    }
    if (!placeBoxes || !placeFlags) return;
    firstViewSet.current = true;
    const zoom =
      fit === 'shown'
        ? fitPlaces()
        : fit === 'boundary'
          ? fitBoundary()
          : typeof fit === 'object'
            ? fitPlace(fit.place)
            : null;
    if (zoom === null) viewAt(mapRef.current?.currentView().zoom ?? null);
  }, [
    tilesExtent,
    waiting,
    boundaryGeometry,
    placeBoxes,
    placeFlags,
    fitPlaces,
    fitPlace,
    fitBoundary,
    viewAt,
  ]);

  const onRestingZoom = useCallback(
    (zoom: number) => {
      if (firstViewSet.current) viewAt(zoom);
    },
    [viewAt],
  );

  const onPickRef = useRef(onPick);
  onPickRef.current = onPick;
  const onMapClickRef = useRef(onMapClick);
  onMapClickRef.current = onMapClick;
  const indexById = useMemo(() => (tiles && places ? indexesById(places) : null), [tiles, places]);
  const onClick = useCallback(
    ({ picked, coordinate }: MapClick) => {
      onMapClickRef.current?.(coordinate);
      const handler = onPickRef.current;
      if (!handler) return;
      // A cluster of the tiles: its places come apart closer.
      const cluster =
        picked && picked.layer?.id === CLUSTER_LAYER_ID ? (picked.object as { position: Position }) : null;
      if (cluster) {
        const zoom = mapRef.current?.currentView().zoom ?? 0;
        mapRef.current?.jumpTo({
          longitude: cluster.position[0]!,
          latitude: cluster.position[1]!,
          zoom: zoom + 2,
        });
        return handler(null);
      }
      const drawn = buffers && picked ? pickedFeature(buffers, picked.layer, picked.index) : null;
      // From tiles, the drawn place is found among `places` by its id.
      const index = indexById && drawn !== null ? indexById.get(drawnPlaces?.[drawn]?.id ?? -1) : drawn;
      if (index === null || index === undefined || !buffers || !picked) return handler(null);
      // A marker's popup points at the marker; a line's or an area's at the spot clicked.
      const kind = (picked.layer?.props as { featureKind?: string } | undefined)?.featureKind;
      handler({
        index,
        anchor: kind === 'points' ? pointPosition(buffers.points, picked.index) : coordinate,
      });
    },
    [buffers, indexById, drawnPlaces],
  );
  const onViewSettled = useCallback(
    (viewport: WebMercatorViewport) => {
      placeLabels.onViewSettled(viewport);
      // Not the settings' view a first fit is about to leave: its tiles would be read for nothing.
      if (tiles && firstViewSet.current) setSettledView(viewport);
    },
    [placeLabels.onViewSettled, tiles],
  );

  return (
    <MapView
      ref={mapRef}
      label={label}
      initialView={initialView}
      {...basemap}
      myLocation={myLocation}
      printable={printable}
      layers={layers}
      featuresDrawn={featuresDrawn}
      featuresPending={large && featuresPending}
      largeData={large}
      onRestingZoom={onRestingZoom}
      onViewSettled={onViewSettled}
      onClick={onClick}
      onPictureShown={onPictureShown}
      overlay={
        overlay &&
        ((viewport) =>
          overlay({
            project: (position) => viewport.project(position) as [number, number],
            width: viewport.width,
          }))
      }
    />
  );
}

function indexesById(places: readonly Place[]): Map<number, number> {
  const byId = new Map<number, number>();
  places.forEach((place, index) => {
    if (place.id !== undefined) byId.set(place.id, index);
  });
  return byId;
}

/**
 * What a map drawn from tiles shows of `shown` (by the places' indexes), by a tile's place's id and by a
 * cluster's category (shown while a place of it is). Everything while the places are not known yet.
 */
function shownById(places: readonly Place[] | null, shown: Uint8Array | null | undefined) {
  if (!places || !shown)
    return { place: (_id: number | undefined) => true, category: (_id: number | null) => true };
  const hidden = new Set<number>();
  const categories = new Set<number | null>();
  places.forEach((place, index) => {
    if (place.id === undefined) return;
    if (shown[index] === 1) categories.add(place.categoryId ?? null);
    else hidden.add(place.id);
  });
  return {
    place: (id: number | undefined) => id === undefined || !hidden.has(id),
    category: (id: number | null) => categories.has(id),
  };
}
