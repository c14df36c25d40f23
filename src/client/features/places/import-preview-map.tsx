import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { asGeometry } from '../../../shared/geo/as-geometry.ts';
import type { PublicSetting } from '../../../shared/schemas/settings.ts';
import type { ImportFeature } from '../../../shared/schemas/transfer.ts';
import { publicSettingsQuery } from '../../lib/public-data.ts';
import { buildFeatureBuffers } from '../../map/buffers/feature-buffers.ts';
import { boundaryLayers } from '../../map/layers/boundary-layers.ts';
import { featureLayers, pickedFeature } from '../../map/layers/feature-layers.ts';
import { basemapOf } from '../../map/view/basemap-style.ts';
import { type BBox, unionBBoxes } from '../../map/view/fit-bounds.ts';
import { MapView, type MapViewHandle } from '../../map/view/map-view.tsx';
import { FEATURE_FIT, settingsView } from '../../map/view/map-zoom.ts';
import { previewShapes } from './import-preview-tones.ts';

export interface ImportPreviewMapProps {
  features: readonly ImportFeature[];
  /** Fit the map to this feature; every new object fits again, so the same feature can be asked twice. */
  focus: { index: number } | null;
  /** A shape was clicked: its feature's index in `features`. */
  onPick: (index: number) => void;
  label: string;
}

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
  const shown = useMemo(() => new Uint8Array(buffers.featureCount).fill(1), [buffers]);
  const drawn = useMemo(() => {
    let count = 0;
    for (let i = 0; i < buffers.featureCount; i++) if (!Number.isNaN(buffers.bboxes[i * 4]!)) count++;
    return count;
  }, [buffers]);
  const boundary = settings?.village_boundary;
  // Layers are rebuilt only with their data: featureLayers makes new data objects, which deck.gl re-reads.
  const layers = useMemo(
    () => [
      boundaryLayers(asGeometry(boundary), 'import-boundary'),
      ...featureLayers(buffers, { shown, pickable: true }),
    ],
    [buffers, shown, boundary],
  );

  const initialView = useMemo(() => settingsView(settings), [settings]);

  // Every reading of the file (the first, another attribute mapping) is fitted: the first look is the one
  // that shows whether the file is in place.
  useEffect(() => {
    const all = unionBBoxes(buffers.bboxes, () => true);
    if (all) mapRef.current?.fitBounds(all, FEATURE_FIT);
  }, [buffers]);

  useEffect(() => {
    if (!focus) return;
    const o = focus.index * 4;
    const box = Array.from(buffers.bboxes.subarray(o, o + 4)) as BBox;
    if (box.length === 4 && !box.some(Number.isNaN)) mapRef.current?.fitBounds(box, FEATURE_FIT);
  }, [focus, buffers]);

  return (
    <div className="import-map">
      <MapView
        ref={mapRef}
        initialView={initialView}
        {...basemapOf(settings)}
        layers={layers}
        featuresDrawn={drawn}
        label={label}
        onClick={({ picked }) => {
          const index = picked ? pickedFeature(buffers, picked.layer?.id, picked.index) : null;
          if (index !== null) onPick(index);
        }}
      />
    </div>
  );
}
