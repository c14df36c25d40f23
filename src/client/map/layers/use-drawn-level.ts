import { useEffect, useRef, useState } from 'react';
import type { FeatureLayers } from './feature-layers.ts';

/**
 * The zoom whose detail level the features are drawn at: `zoom` itself once its level is made. The
 * first level is made at once, since nothing is on screen yet. A later one is made in slices between
 * frames while the last one stays drawn: at 100 000 places making a level took a quarter of a second,
 * one frozen frame right after a zoom (decision 0015).
 */
export function useDrawnLevel(features: FeatureLayers | null, zoom: number | null): number | null {
  const drawnRef = useRef<{ features: FeatureLayers; zoom: number } | null>(null);
  const [, setLevelsMade] = useState(0);
  const last = drawnRef.current;
  const drawn =
    !features || zoom === null
      ? null
      : !last || last.features !== features || features.levelMade(zoom)
        ? zoom
        : last.zoom;

  useEffect(() => {
    drawnRef.current = features && drawn !== null ? { features, zoom: drawn } : null;
  });

  useEffect(() => {
    if (!features || zoom === null || drawn === zoom) return;
    const abort = new AbortController();
    features.makeLevel(zoom, abort.signal).then(
      () => setLevelsMade((count) => count + 1),
      (error: unknown) => {
        if (!abort.signal.aborted) console.error(error);
      },
    );
    return () => abort.abort();
  }, [features, zoom, drawn]);

  return drawn;
}
