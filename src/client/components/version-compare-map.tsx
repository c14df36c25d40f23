import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { asGeometry } from '../../shared/geo/as-geometry.ts';
import { m } from '../../shared/i18n/generated/messages.js';
import { publicSettingsQuery } from '../lib/public-data.ts';
import type { Place, Rgb } from '../map/place.ts';
import { PlacesMap, type PlacesMapHandle } from '../map/places-map.tsx';

/** The current shape in grey under the chosen version's in amber, as the history's legend says. */
const CURRENT_COLOR: Rgb = [100, 116, 139];
const CHOSEN_COLOR: Rgb = [217, 119, 6];

export interface VersionCompareMapProps {
  current: unknown;
  chosen: unknown;
  /** The village boundary is what is compared (the settings' history): leave the settings' own out. */
  comparesBoundary?: boolean;
  label: string;
  /** What the two colours mean, on the map: the history's wording unless given; null: none (the caller says it). */
  legend?: string | null;
}

/** A version's geometry beside the current one (before/after), fitted to both. */
export function VersionCompareMap({
  current,
  chosen,
  comparesBoundary = false,
  label,
  legend,
}: VersionCompareMapProps) {
  const settings = useQuery(publicSettingsQuery);
  const mapRef = useRef<PlacesMapHandle>(null);
  const places = useMemo(
    (): Place[] => [
      { geometry: asGeometry(current), color: CURRENT_COLOR },
      { geometry: asGeometry(chosen), color: CHOSEN_COLOR },
    ],
    [current, chosen],
  );
  const shown = useMemo(
    () => settings.data && (comparesBoundary ? { ...settings.data, village_boundary: null } : settings.data),
    [settings.data, comparesBoundary],
  );
  useEffect(() => {
    if (places) mapRef.current?.fitPlaces();
  }, [places]);

  if (settings.isPending)
    return <div className="version-map version-map--loading">{m.loading_map_plain()}</div>;
  return (
    <div className="version-map">
      <PlacesMap
        ref={mapRef}
        label={label}
        places={places}
        settings={shown}
        boundaryId="version-boundary"
        initialFit="shown"
      />
      {legend !== null && <p className="version-map__legend">{legend ?? m.compare_legend()}</p>}
    </div>
  );
}
