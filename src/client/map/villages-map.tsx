import type { WebMercatorViewport } from '@deck.gl/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { bboxOf } from '../../shared/geo/bbox.ts';
import { insidePolygon } from '../../shared/geo/box-intersects.ts';
import type { PetaGeometry } from '../../shared/geo/types.ts';
import { BOUNDARY_RGB, MAP_STYLE } from '../../shared/map-style/map-style.ts';
import { buildFeatureBuffers } from './buffers/feature-buffers.ts';
import { FeatureLayers } from './layers/feature-layers.ts';
import { guideLayers } from './layers/guide-layers.ts';
import { useTilePlaces } from './tiles/use-tile-places.ts';
import { basemapOf } from './view/basemap-style.ts';
import { MapView, type MapViewHandle } from './view/map-view.tsx';

/** A tap this close to a village drawn as a point (it has no boundary) picks it. */
const TAP_PX = 24;
/** Until there is a shape to fit, the map shows Indonesia. */
const INDONESIA = { longitude: 118, latitude: -2.5, zoom: 3.5 };

export interface DrawnVillage {
  key: string;
  /** Its boundary, or a point at the centre of its map. */
  shape: PetaGeometry;
}

/** The village under a tap: inside its boundary, or within TAP_PX of its point at this zoom. */
export function villageAt(
  villages: readonly DrawnVillage[],
  [lng, lat]: [number, number],
  zoom: number,
): string | null {
  const pxPerDegree = (512 * 2 ** zoom) / 360;
  for (const { key, shape } of villages) {
    if (shape.type === 'Polygon' && insidePolygon([lng, lat], shape.coordinates)) return key;
    if (shape.type === 'MultiPolygon' && shape.coordinates.some((rings) => insidePolygon([lng, lat], rings)))
      return key;
    if (shape.type === 'Point') {
      const [x = 0, y = 0] = shape.coordinates;
      if (Math.hypot(x - lng, y - lat) * pxPerDegree <= TAP_PX) return key;
    }
  }
  return null;
}

/**
 * The regency's villages on one map (issue 35): each boundary, or a point where a village has none, drawn
 * as the village map draws its own boundary, the view fitted to them all; a tap on one picks it. A
 * regency's few hundred shapes are drawn whole; its places, up to a million, are drawn from the regency's
 * tiles (`tiles`, one set across villages) view by view, as a large village's map draws its own
 * (decision 0053): clusters with their counts further out, each place at street zoom.
 */
export function VillagesMap({
  villages,
  settings,
  label,
  onPick,
  tiles = null,
}: {
  villages: readonly DrawnVillage[];
  /** The regency's tiles' address (`/kabupaten/tiles/{z}/{x}/{y}.mvt`); none: the villages alone. */
  tiles?: string | null;
  /** The public settings, for the basemap. */
  settings: Parameters<typeof basemapOf>[0];
  label: string;
  onPick: (key: string) => void;
}) {
  const mapRef = useRef<MapViewHandle>(null);
  // The places of the view that rests, once the first fit has set it (not the view of Indonesia before).
  const [settledView, setSettledView] = useState<WebMercatorViewport | null>(null);
  const fitted = useRef(false);
  const fromTiles = useTilePlaces(tiles ? { url: tiles, extent: [-180, -85, 180, 85] } : null, settledView);
  const placeLayers = useMemo(() => {
    if (!fromTiles.places || fromTiles.places.length === 0) return [];
    const buffers = buildFeatureBuffers(fromTiles.places);
    return new FeatureLayers(buffers).layers(new Uint8Array(buffers.featureCount).fill(1));
  }, [fromTiles.places]);
  const clusterLayers = useMemo(
    () => fromTiles.clusterLayers(fromTiles.clusters, 'regency-clusters'),
    [fromTiles.clusterLayers, fromTiles.clusters],
  );
  const boundaries = useMemo(
    () =>
      guideLayers(
        villages.map(({ shape }) => shape),
        {
          color: BOUNDARY_RGB,
          fillOpacity: MAP_STYLE.boundary.fillOpacity,
          outlinePixels: MAP_STYLE.boundary.widthPixels,
        },
        'regency-villages-',
      ) ?? [],
    [villages],
  );
  const layers = useMemo(
    () => [...boundaries, ...placeLayers, ...clusterLayers],
    [boundaries, placeLayers, clusterLayers],
  );
  useEffect(() => {
    if (villages.length === 0) return;
    let box = bboxOf(villages[0]!.shape);
    for (const { shape } of villages.slice(1)) {
      const [a, b, c, d] = bboxOf(shape);
      box = [Math.min(box[0], a), Math.min(box[1], b), Math.max(box[2], c), Math.max(box[3], d)];
    }
    mapRef.current?.fitBounds(box);
    fitted.current = true;
  }, [villages]);
  return (
    <MapView
      ref={mapRef}
      initialView={INDONESIA}
      {...basemapOf(settings)}
      layers={layers}
      featuresDrawn={villages.length + (fromTiles.places?.length ?? 0) + fromTiles.clusters.length}
      // The basemap starts after the first view's places are drawn, not beside them (decision 0068); with
      // no village to fit, no view of theirs is read.
      featuresPending={tiles !== null && villages.length > 0 && fromTiles.places === null}
      label={label}
      onViewSettled={(viewport) => {
        if (fitted.current) setSettledView(viewport);
      }}
      onClick={({ coordinate }) => {
        const key = villageAt(villages, coordinate, mapRef.current?.currentView().zoom ?? INDONESIA.zoom);
        if (key !== null) onPick(key);
      }}
    />
  );
}
