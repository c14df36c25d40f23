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
import type { Place, PlacePick } from './place.ts';
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
 * village boundary (the shown places when there is none), or on one place.
 */
export type InitialFit = 'none' | 'shown' | 'boundary' | { place: number };

export interface PlacesMapProps {
  /** Null while they are on their way: the basemap then waits for their first picture. */
  places: readonly Place[] | null;
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
  shown,
  settings,
  boundaryId,
  initialFit = 'none',
  large = false,
  labels = false,
  myLocation = false,
  printable = false,
  onPick,
  onPictureShown,
  overlay,
  label,
  ref,
}: PlacesMapProps) {
  const mapRef = useRef<MapViewHandle>(null);
  const buffers = useMemo(() => (places ? buildFeatureBuffers(places) : null), [places]);
  const features = useMemo(() => (buffers ? new FeatureLayers(buffers) : null), [buffers]);
  const allShown = useMemo(() => (buffers ? new Uint8Array(buffers.featureCount).fill(1) : null), [buffers]);
  const flags = shown ?? allShown;
  const atlas = useIconAtlas(places);
  const icons = useMemo((): FeatureIcons | null => {
    if (!atlas || !places) return null;
    const frames = new Float32Array(places.length * 4).fill(Number.NaN);
    places.forEach((place, index) => {
      const frame = place.icon ? atlas.frames.get(place.icon) : undefined;
      if (frame) frames.set(frame, index * 4);
    });
    return { atlas: atlas.image, frames };
  }, [atlas, places]);
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
    if (!features || !flags) return [];
    if (!large) return features.layers(flags, undefined, icons);
    return drawnLevel === null ? [] : features.layers(flags, drawnLevel, icons);
  }, [features, flags, large, drawnLevel, icons]);
  const placeLabels = usePlaceLabels(places, flags, labels, `${boundaryId ?? 'map'}-labels`);
  const layers = useMemo(
    () => [boundary, ...featureLayers, ...placeLabels.layers],
    [boundary, featureLayers, placeLabels.layers],
  );

  const featuresDrawn = useMemo(() => {
    if (!buffers || !flags || featureLayers.length === 0) return 0;
    let count = 0;
    for (let i = 0; i < flags.length; i++)
      if (flags[i] === 1 && !Number.isNaN(buffers.bboxes[i * 4]!)) count++;
    return count;
  }, [buffers, flags, featureLayers]);
  const featuresPending = places === null || (places.length > 0 && featureLayers.length === 0);

  const fitPlaces = useCallback(
    (include?: (index: number) => boolean) => {
      if (!buffers) return null;
      const keep = include ?? ((index: number) => flags?.[index] === 1);
      const bbox = unionBBoxes(buffers.bboxes, keep);
      const zoom = bbox ? (mapRef.current?.fitBounds(bbox, FEATURE_FIT) ?? null) : null;
      viewAt(zoom);
      return zoom;
    },
    [buffers, flags, viewAt],
  );
  const fitPlace = useCallback(
    (index: number) => {
      const box = buffers?.bboxes.subarray(index * 4, index * 4 + 4);
      if (!box || box.length < 4 || Number.isNaN(box[0]!)) return null;
      const zoom = mapRef.current?.fitBounds([box[0]!, box[1]!, box[2]!, box[3]!], PLACE_FIT) ?? null;
      viewAt(zoom);
      return zoom;
    },
    [buffers, viewAt],
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
  useEffect(() => {
    if (!buffers || !flags || firstViewSet.current) return;
    firstViewSet.current = true;
    const fit = initialFitRef.current;
    const zoom =
      fit === 'shown'
        ? fitPlaces()
        : fit === 'boundary'
          ? fitBoundary()
          : typeof fit === 'object'
            ? fitPlace(fit.place)
            : null;
    if (zoom === null) viewAt(mapRef.current?.currentView().zoom ?? null);
  }, [buffers, flags, fitPlaces, fitPlace, fitBoundary, viewAt]);

  const onRestingZoom = useCallback(
    (zoom: number) => {
      if (firstViewSet.current) viewAt(zoom);
    },
    [viewAt],
  );

  const onPickRef = useRef(onPick);
  onPickRef.current = onPick;
  const onClick = useCallback(
    ({ picked, coordinate }: MapClick) => {
      const handler = onPickRef.current;
      if (!handler) return;
      const index = buffers && picked ? pickedFeature(buffers, picked.layer, picked.index) : null;
      if (index === null || !buffers || !picked) return handler(null);
      // A marker's popup points at the marker; a line's or an area's at the spot clicked.
      const kind = (picked.layer?.props as { featureKind?: string } | undefined)?.featureKind;
      handler({
        index,
        anchor: kind === 'points' ? pointPosition(buffers.points, picked.index) : coordinate,
      });
    },
    [buffers],
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
      onViewSettled={placeLabels.onViewSettled}
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
