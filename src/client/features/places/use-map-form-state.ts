import { useMemo, useReducer } from 'react';
import { initialMapFormState, type MapFormState, type MapType, mapFormReducer } from './map-form-state.ts';

/**
 * The geometry side of the map form in one hook. The drawing map (a later issue) takes `state` to show the
 * shape and calls `drawn(geometry)` when the user draws; the form reads the same state when it submits.
 */
export function useMapFormState(initial?: Parameters<typeof initialMapFormState>[0]) {
  const [state, dispatch] = useReducer(mapFormReducer, initial, initialMapFormState);
  const actions = useMemo(
    () => ({
      setType: (type: MapType) => dispatch({ kind: 'type', type }),
      setGeometryText: (text: string) => dispatch({ kind: 'geometry-text', text }),
      setLatitude: (value: string) => dispatch({ kind: 'latitude', value }),
      setLongitude: (value: string) => dispatch({ kind: 'longitude', value }),
      resetGeometry: () => dispatch({ kind: 'reset-geometry' }),
      drawn: (geometry: { type: string; coordinates?: unknown } | null) =>
        dispatch({ kind: 'drawn', geometry }),
    }),
    [],
  );
  return { state, ...actions } satisfies { state: MapFormState };
}

export type MapFormStateHandle = ReturnType<typeof useMapFormState>;
