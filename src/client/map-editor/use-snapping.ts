import { ScatterplotLayer } from '@deck.gl/layers';
import { type RefObject, useEffect, useRef, useState } from 'react';
import type { PetaGeometry, Position } from '../../shared/geo/types.ts';
import type { MapViewHandle } from '../map/editor-door.ts';
import type { ContextPlace } from './context-places.ts';
import type { PointerAt, Snapped } from './editor-modes.ts';
import { createSnapIndex, type SnapHit, type SnapIndex } from './snap-index.ts';

/** The boundary among the snapping sources: the places' ids are positive. */
const BOUNDARY_ID = -1;
type Hit = SnapHit<number>;

const CUE_VERTEX: [number, number, number, number] = [236, 72, 153, 255];
const CUE_EDGE: [number, number, number, number] = [245, 158, 11, 255];

/** Alt held: the user draws freely (the gesture; a pointer event or a mouse event carries it). */
const altHeld = (event: unknown) => (event as { altKey?: boolean } | null)?.altKey === true;

/**
 * Snapping for the editor's modes (issue 32): one index over the shown places and the boundary, built when
 * they change; each pointer position is answered from it (snap-index.ts), the answer shown as a ring on
 * the map (the cue), and two snapped corners of one neighbour joined along its edge when tracing is on.
 */
export function useSnapping(
  places: readonly ContextPlace[],
  boundary: PetaGeometry | null,
  map: RefObject<MapViewHandle | null>,
) {
  // Built once the editor has drawn (about 0.1 s at 10 000 places, decision 0036), not before its first
  // picture; until then a click lands where it is.
  const [index, setIndex] = useState<SnapIndex<number> | null>(null);
  useEffect(() => {
    const sources = places.map((place) => ({ id: place.id, geometry: place.geometry }));
    if (boundary) sources.push({ id: BOUNDARY_ID, geometry: boundary });
    if (sources.length === 0) {
      setIndex(null);
      return;
    }
    const build = () => setIndex(createSnapIndex(sources));
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(build, { timeout: 1000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(build, 50);
    return () => window.clearTimeout(handle);
  }, [places, boundary]);

  const [cue, setCue] = useState<Hit | null>(null);
  const cueRef = useRef(cue);
  const [traceOn, setTraceOn] = useState(false);

  const snap = (pointer: PointerAt): Snapped => {
    const zoom = map.current?.currentView().zoom;
    const hit =
      index && zoom !== undefined
        ? index.snap(pointer.mapCoords, { zoom, free: altHeld(pointer.sourceEvent) })
        : null;
    // Only a change of the cue re-renders the editor: most pointer moves snap to nothing, or to the same.
    const was = cueRef.current;
    if (hit?.point[0] !== was?.point[0] || hit?.point[1] !== was?.point[1]) {
      cueRef.current = hit;
      setCue(hit);
    }
    return hit ? { point: hit.point, target: hit } : { point: pointer.mapCoords };
  };

  const trace = (from: Snapped, to: Snapped): Position[] | null => {
    const [a, b] = [from.target as Hit | undefined, to.target as Hit | undefined];
    if (!index || !a || !b) return null;
    return index.trace(a, b);
  };

  const cueLayer = cue
    ? new ScatterplotLayer<Hit>({
        id: 'snap-cue',
        data: [cue],
        getPosition: (hit) => hit.point as [number, number],
        getRadius: (hit) => (hit.kind === 'vertex' ? 9 : 6),
        radiusUnits: 'pixels',
        stroked: true,
        filled: false,
        lineWidthUnits: 'pixels',
        getLineWidth: 3,
        getLineColor: (hit) => (hit.kind === 'vertex' ? CUE_VERTEX : CUE_EDGE),
        pickable: false,
      })
    : null;

  // A neighbour's own corner, to the last digit (the index's nearest vertex at a fraction of a pixel).
  const isVertex = (position: Position): boolean => {
    const hit = index?.snap(position, { zoom: 24, tolerancePx: 0.5 });
    return hit?.kind === 'vertex' && hit.point[0] === position[0] && hit.point[1] === position[1];
  };

  return {
    snap,
    isVertex,
    trace,
    traceOn,
    toggleTrace: () => setTraceOn((on) => !on),
    /** Whether there is anything to snap to (and so anything to trace). */
    active: index !== null,
    cue,
    cueLayer,
  };
}
