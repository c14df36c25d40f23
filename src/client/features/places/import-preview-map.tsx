import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { m } from '../../../shared/i18n/generated/messages.js';
import type { ImportFeature } from '../../../shared/schemas/transfer.ts';
import { publicSettingsQuery } from '../../lib/public-data.ts';
import { PlacesMap, type PlacesMapHandle } from '../../map/places-map.tsx';
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
 * The import preview on the places map: the file's shapes coloured by what will happen to them, over the
 * basemap and the village boundary, so a layer in the wrong place or datum shows at a glance.
 */
export function ImportPreviewMap({ features, focus, onPick, label }: ImportPreviewMapProps) {
  const settings = useQuery(publicSettingsQuery);
  const mapRef = useRef<PlacesMapHandle>(null);
  const places = useMemo(() => previewShapes(features), [features]);

  // Every reading of the file (the first, another attribute mapping) is fitted: the first look is the one
  // that shows whether the file is in place.
  useEffect(() => {
    if (places) mapRef.current?.fitPlaces();
  }, [places]);

  useEffect(() => {
    if (focus) mapRef.current?.fitPlace(focus.index);
  }, [focus]);

  if (settings.isPending)
    return <div className="import-map import-map--loading">{m.loading_map_plain()}</div>;
  return (
    <div className="import-map">
      <PlacesMap
        ref={mapRef}
        label={label}
        places={places}
        settings={settings.data}
        boundaryId="import-boundary"
        initialFit="shown"
        onPick={(pick) => pick && onPick(pick.index)}
      />
    </div>
  );
}
