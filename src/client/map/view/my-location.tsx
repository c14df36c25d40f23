import type { WebMercatorViewport } from '@deck.gl/core';
import { LoaderCircle, LocateFixed } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { m } from '../../../shared/i18n/generated/messages.js';
import { metersPerPixel } from './scale.ts';

/**
 * "My location": the browser's geolocation, asked for only when the resident presses the button, drawn as
 * a dot with its accuracy circle; a refusal, a missing fix or a timeout says so in words.
 */

export interface LocationFix {
  position: [lng: number, lat: number];
  accuracyM: number;
}

type LocateState =
  | { status: 'idle' | 'locating' }
  | { status: 'found'; fix: LocationFix }
  | { status: 'failed'; message: string };

/** Long enough for a phone's GPS to answer outdoors; a resident waiting longer would think it broken. */
const LOCATE_TIMEOUT_MS = 15_000;
/** A failure's message stays this long, then leaves the map clear again. */
const MESSAGE_MS = 10_000;

const failure = (code: number | null) =>
  import('./locate-messages.ts').then(({ locateErrorMessage }) => ({
    status: 'failed' as const,
    message: locateErrorMessage(code),
  }));

export function useMyLocation(onFound: (fix: LocationFix) => void) {
  const [state, setState] = useState<LocateState>({ status: 'idle' });
  const onFoundRef = useRef(onFound);
  onFoundRef.current = onFound;
  const locate = useCallback(() => {
    if (!('geolocation' in navigator)) {
      void failure(null).then(setState);
      return;
    }
    setState({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const fix: LocationFix = {
          position: [coords.longitude, coords.latitude],
          accuracyM: coords.accuracy,
        };
        setState({ status: 'found', fix });
        onFoundRef.current(fix);
      },
      (error) => void failure(error.code).then(setState),
      { enableHighAccuracy: true, timeout: LOCATE_TIMEOUT_MS, maximumAge: 30_000 },
    );
  }, []);
  const failed = state.status === 'failed';
  useEffect(() => {
    if (!failed) return;
    const timer = setTimeout(() => setState({ status: 'idle' }), MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [failed]);
  return { state, locate };
}

export function LocateButton({ state, onLocate }: { state: LocateState; onLocate: () => void }) {
  const locating = state.status === 'locating';
  return (
    <>
      <button
        className="map-view__control-btn"
        type="button"
        aria-label={locating ? m.map_read_locating() : m.map_read_locate()}
        title={m.map_read_locate()}
        aria-busy={locating}
        onClick={onLocate}
        data-testid="locate-button"
      >
        {locating ? (
          <LoaderCircle className="map-view__spin" size={20} aria-hidden="true" />
        ) : (
          <LocateFixed size={20} aria-hidden="true" />
        )}
      </button>
      {state.status === 'failed' && (
        <p className="map-view__message" role="alert" data-testid="locate-message">
          {state.message}
        </p>
      )}
    </>
  );
}

/** The dot at the fix, inside a circle as wide as its accuracy on the ground. */
export function MyLocationMarker({ viewport, fix }: { viewport: WebMercatorViewport; fix: LocationFix }) {
  const [x, y] = viewport.project(fix.position) as [number, number];
  const radius = fix.accuracyM / metersPerPixel(fix.position[1], viewport.zoom);
  const label = m.map_read_you_are_here({ meters: String(Math.round(fix.accuracyM)) });
  return (
    <div
      className="map-view__me"
      style={{ transform: `translate(${x}px, ${y}px)` }}
      role="img"
      aria-label={label}
      title={label}
      data-testid="my-location"
    >
      <span
        className="map-view__me-accuracy"
        style={{ width: `${radius * 2}px`, height: `${radius * 2}px` }}
        aria-hidden="true"
      />
      <span className="map-view__me-dot" aria-hidden="true" />
    </div>
  );
}
