import { lazy, Suspense } from 'react';
import { m } from '../../shared/i18n/generated/messages.js';
import type { DrawingMapProps } from './drawing-map.tsx';

const DrawingMap = lazy(async () => ({ default: (await import('./drawing-map.tsx')).DrawingMap }));

/** The drawing map in its own chunk: the forms load deck.gl and MapLibre only when they show it. */
export function LazyDrawingMap(props: DrawingMapProps) {
  return (
    <Suspense fallback={<div className="drawing-map drawing-map--loading">{m.loading_map_plain()}</div>}>
      <DrawingMap {...props} />
    </Suspense>
  );
}

export type { DrawingMapHandle, UnfinishedShape, WebMapView } from './drawing-map.tsx';
