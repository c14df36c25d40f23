import { useQuery } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { PublicSetting } from '../../../shared/schemas/settings.ts';
import type { ImportFeature } from '../../../shared/schemas/transfer.ts';
import { DEFAULT_MAP_CENTER, FALLBACK_ZOOM } from '../../../shared/settings-defaults.ts';
import { boundaryLayer } from '../map/boundary-layer.ts';
import { asGeometry, buildFeatureBuffers } from '../map/feature-buffers.ts';
import { featureLayers, pickedFeature } from '../map/feature-layers.ts';
import { type BBox, type FitOptions, fitBounds, unionBBoxes, type ViewTarget } from '../map/fit-bounds.ts';
import { MapView, type MapViewHandle } from '../map/map-view.tsx';
import { FIT_MAX_WEB_MAP_ZOOM, toViewZoom } from '../map/map-zoom.ts';
import { publicSettingsQuery } from '../public-map/public-map-api.ts';
import { previewShapes } from './import-preview-tones.ts';

const FALLBACK_TILES = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap contributors',
};

const FIT: FitOptions = {
  paddingRatio: 0.1,
  maxZoom: toViewZoom(FIT_MAX_WEB_MAP_ZOOM),
  pointZoom: toViewZoom(FALLBACK_ZOOM),
};

export interface ImportPreviewMapProps {
  features: readonly ImportFeature[];
  /** Fit the map to this feature; every new object fits again, so the same feature can be asked twice. */
  focus: { index: number } | null;
  /** A shape was clicked: its feature's index in `features`. */
  onPick: (index: number) => void;
  label: string;
}

/** Each new file's buffers get a new version, so deck.gl reads the shown flags again. */
let shownVersion = 0;

/**
 * The import preview on the shared map view: the file's shapes coloured by what will happen to them, over
 * the basemap and the village boundary, so a layer in the wrong place or datum shows at a glance.
 */
export function ImportPreviewMap(props: ImportPreviewMapProps) {
  const settings = useQuery(publicSettingsQuery);
  if (settings.isPending) return <div className="import-map import-map--loading">Loading map...</div>;
  return <ImportPreviewMapReady {...props} settings={settings.data} />;
}

function ImportPreviewMapReady({
  features,
  focus,
  onPick,
  label,
  settings,
}: ImportPreviewMapProps & { settings: PublicSetting | undefined }) {
  const mapRef = useRef<MapViewHandle>(null);
  const buffers = useMemo(() => buildFeatureBuffers(previewShapes(features)), [features]);
  const shown = useMemo(
    () => ({ flags: new Uint8Array(buffers.featureCount).fill(1), version: ++shownVersion }),
    [buffers],
  );
  const drawn = useMemo(() => {
    let count = 0;
    for (let i = 0; i < buffers.featureCount; i++) if (!Number.isNaN(buffers.bboxes[i * 4]!)) count++;
    return count;
  }, [buffers]);
  const boundary = settings?.village_boundary;
  // Layers are rebuilt only with their data: featureLayers makes new data objects, which deck.gl re-reads.
  const layers = useMemo(
    () => [
      boundaryLayer(asGeometry(boundary), 'import-boundary'),
      ...featureLayers(buffers, { shown: shown.flags, shownVersion: shown.version, pickable: true }),
    ],
    [buffers, shown, boundary],
  );

  // The first view is fitted here, from the box's own size: a fit asked of the map view before it has
  // measured itself can be lost, and the first look is the one that shows whether the file is in place.
  const boxRef = useRef<HTMLDivElement>(null);
  const [start, setStart] = useState<ViewTarget | null>(null);
  const firstBuffers = useRef(buffers);
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const all = unionBBoxes(firstBuffers.current.bboxes, () => true);
    const size = { width: box.clientWidth, height: box.clientHeight };
    setStart(
      (all && fitBounds(all, size, FIT)) ?? {
        latitude: settings?.map_center_lat ?? DEFAULT_MAP_CENTER.lat,
        longitude: settings?.map_center_lng ?? DEFAULT_MAP_CENTER.lng,
        zoom: toViewZoom(settings?.map_zoom ?? FALLBACK_ZOOM),
      },
    );
  }, [settings]);

  // A new reading of the file (another attribute mapping, say) is fitted again.
  useEffect(() => {
    if (buffers === firstBuffers.current) return;
    const all = unionBBoxes(buffers.bboxes, () => true);
    if (all) mapRef.current?.fitBounds(all, FIT);
  }, [buffers]);

  useEffect(() => {
    if (!focus) return;
    const o = focus.index * 4;
    const box = Array.from(buffers.bboxes.subarray(o, o + 4)) as BBox;
    if (box.length === 4 && !box.some(Number.isNaN)) mapRef.current?.fitBounds(box, FIT);
  }, [focus, buffers]);

  return (
    <div className="import-map" ref={boxRef}>
      {start && (
        <MapView
          ref={mapRef}
          initialView={start}
          tileUrl={settings?.tile_url || FALLBACK_TILES.url}
          tileAttribution={settings ? settings.tile_attribution : FALLBACK_TILES.attribution}
          layers={layers}
          featuresDrawn={drawn}
          label={label}
          onClick={({ picked }) => {
            const index = picked ? pickedFeature(buffers, picked.layer?.id, picked.index) : null;
            if (index !== null) onPick(index);
          }}
        />
      )}
    </div>
  );
}
