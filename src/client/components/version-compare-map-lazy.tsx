import { lazy, Suspense } from 'react';
import { m } from '../../shared/i18n/generated/messages.js';
import type { VersionCompareMapProps } from './version-compare-map.tsx';

const VersionCompareMap = lazy(async () => ({
  default: (await import('./version-compare-map.tsx')).VersionCompareMap,
}));

/** In its own chunk: the history loads deck.gl and MapLibre only when a version with a shape is chosen. */
export function LazyVersionCompareMap(props: VersionCompareMapProps) {
  return (
    <Suspense fallback={<div className="version-map version-map--loading">{m.loading_map_plain()}</div>}>
      <VersionCompareMap {...props} />
    </Suspense>
  );
}
