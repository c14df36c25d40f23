import type { Layer, WebMercatorViewport } from '@deck.gl/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Place } from '../place.ts';
import { mapHook } from '../view/map-hook.ts';
import { toWebMapZoom } from '../view/map-zoom.ts';
import type { LabelAnchor, LabelCandidate, PlacedLabel } from './label-placement.ts';
import { LABEL_MIN_WEB_MAP_ZOOM } from './label-zoom.ts';

type LabelModule = typeof import('./label-layer.ts');
let labelModule: Promise<LabelModule> | null = null;
const NO_LAYERS: Layer[] = [];

/**
 * The names of the shown places for the view that rests now: placed when the view settles (MapView's
 * onViewSettled), none below LABEL_MIN_WEB_MAP_ZOOM. Returns the layers to draw above the features and
 * the callback for the map view.
 */
export function usePlaceLabels(
  places: readonly Place[] | null,
  shown: Uint8Array | null,
  enabled: boolean,
  id: string,
): { layers: Layer[]; onViewSettled: (viewport: WebMercatorViewport) => void } {
  const [view, setView] = useState<WebMercatorViewport | null>(null);
  const close = view !== null && toWebMapZoom(view.zoom) >= LABEL_MIN_WEB_MAP_ZOOM;
  // The placement's code and the anchors (about 40 ms at 10 000 places) come the first time a view is
  // close, not with the places: they would delay the first picture for names nobody may zoom in to read.
  const [module, setModule] = useState<LabelModule | null>(null);
  const anchors = useMemo(
    () => (enabled && places && module ? places.map((place) => anchorOf(module, place)) : null),
    [enabled, places, module],
  );
  useEffect(() => {
    if (!enabled || !close || module) return;
    labelModule ??= import('./label-layer.ts');
    let current = true;
    void labelModule.then((loaded) => current && setModule(loaded));
    return () => {
      current = false;
    };
  }, [enabled, close, module]);

  const placed = useMemo((): PlacedLabel[] => {
    if (!anchors || !places || !view || !close || !module) return [];
    const candidates: LabelCandidate[] = [];
    anchors.forEach((anchor, index) => {
      if (anchor && (!shown || shown[index] === 1))
        candidates.push({ index, text: places[index]!.name!, anchor });
    });
    return module.placeLabels(candidates, view, module.measureLabel);
  }, [anchors, places, shown, view, close, module]);

  useEffect(() => {
    mapHook().labels = placed.map((label) => label.text);
  }, [placed]);

  const layers = useMemo(
    () => (module && placed.length > 0 ? [module.labelLayer(placed, id) as Layer] : NO_LAYERS),
    [module, placed, id],
  );
  const onViewSettled = useCallback((viewport: WebMercatorViewport) => setView(viewport), []);
  return { layers, onViewSettled };
}

function anchorOf(module: LabelModule, place: Place): LabelAnchor | null {
  return place.name?.trim() ? module.labelAnchor(place.geometry) : null;
}
