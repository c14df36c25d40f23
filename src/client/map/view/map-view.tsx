import type { LayersList, MapViewState, PickingInfo } from '@deck.gl/core';
import { type Deck, type Viewport, WebMercatorViewport } from '@deck.gl/core';
import DeckGL, { type DeckGLRef } from '@deck.gl/react';
import 'maplibre-gl/dist/maplibre-gl.css';
import { Minus, Plus } from 'lucide-react';
import {
  type ReactNode,
  type Ref,
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import BaseMap from 'react-map-gl/maplibre';
import { BatchingDeck, pickableProps, setPickable } from '../deck-internals.ts';
import { snapshotTransform, useMovingSnapshot } from '../paint/moving-snapshot.ts';
import { type BatchedPaint, useBatchedPaint } from '../paint/use-batched-paint.ts';
import { SETTLE_MS, SLOW_TAP_MS } from '../timing.ts';
import { BasemapChoice } from './basemap-choice.tsx';
import { basemapHeld, basemapMayStart, useFramesLater } from './basemap-handover.ts';
import { rasterBasemapStyle } from './basemap-style.ts';
import { type BBox, type FitOptions, fitBounds, type ViewTarget } from './fit-bounds.ts';
import { mapHook, reportDrawn } from './map-hook.ts';
import { MAX_VIEW_ZOOM, MIN_VIEW_ZOOM, toViewZoom } from './map-zoom.ts';
import { LocateButton, MyLocationMarker, useMyLocation } from './my-location.tsx';
import { ClickPicker, isClick, warmPickingWhenIdle } from './picking.ts';
import { ScaleBar } from './scale-bar.tsx';
import './map-view.css';
import { m } from '../../../shared/i18n/generated/messages.js';

export interface MapViewHandle {
  /**
   * Shows the whole box (10% padding by default) and gives the zoom it went to; waits for a size when the
   * map is still hidden, and gives null then.
   */
  fitBounds: (bbox: BBox, options?: FitOptions) => number | null;
  jumpTo: (target: ViewTarget) => void;
  /** The centre and (deck.gl) zoom shown now. */
  currentView: () => ViewTarget;
}

interface MapViewProps {
  initialView: ViewTarget;
  tileUrl: string;
  tileAttribution: string;
  /** A second basemap (TILE_URL_SATELLITE): the map then offers a choice between the two. */
  satellite?: { tileUrl: string; tileAttribution: string } | null;
  /** The "my location" button and marker (my-location.tsx). */
  myLocation?: boolean;
  /** For printing: the canvases keep their pictures after each frame, so the print shows them. */
  printable?: boolean;
  layers: LayersList;
  /** How many features `layers` draw, reported on the window hook once a frame has drawn them. */
  featuresDrawn: number;
  /** A click (not a drag) on the map: what is under the pointer, or only the coordinate when nothing is. */
  onClick?: (info: MapClick) => void;
  /** HTML above the map positioned with the current viewport (popups); it gets its own pointer events. */
  overlay?: (viewport: WebMercatorViewport) => ReactNode;
  label: string;
  /** Editors turn off what conflicts with drawing (a double click finishes a shape, it must not zoom). */
  controllerOptions?: { doubleClickZoom?: boolean };
  /** How far from the pointer (px) a pick reaches: the editor's corners are a finger's target on touch. */
  pickingRadius?: number;
  /** The cursor while drawing; by default a grab hand. */
  getCursor?: (state: { isDragging: boolean; isHovering: boolean }) => string;
  /**
   * For large data: move a picture of the layers while the view moves, paint them again over several
   * frames once it rests (see paint-batches.ts), and pick only on click, not on hover, when one pass over
   * the layers would stall the page.
   */
  largeData?: boolean;
  /**
   * The zoom whenever the view has come to rest at a new one (and once at start), for layers drawn in
   * detail levels: they change between gestures, not within one.
   */
  onRestingZoom?: (zoom: number) => void;
  /** The view once it has come to rest after a change (names are placed for it; label-placement.ts). */
  onViewSettled?: (viewport: WebMercatorViewport) => void;
  /**
   * The features are still on their way, so the basemap waits for them. It is started once a paint has
   * drawn them with none pending, or at once when there is nothing to draw: on a slow machine the basemap's
   * own start (code, WebGL context, shaders) would otherwise delay the features' first picture. A map that
   * said so once (the regency's, until its tiles' places are in) waits as a large one does.
   */
  featuresPending?: boolean;
  /** Once, when the features are first on screen (the page may then drop a stand-in picture). */
  onPictureShown?: () => void;
  ref?: Ref<MapViewHandle>;
}

export interface MapClick {
  /** The picked object's layer and index; null when nothing pickable is there. */
  picked: PickingInfo | null;
  coordinate: [lng: number, lat: number];
}

/** The editors' drawing modes only hear deck.gl's clicks: a slow press is still one (timing.ts). */
const EVENT_RECOGNIZERS = { click: { time: SLOW_TAP_MS }, dblclick: { time: SLOW_TAP_MS } };

/**
 * MapLibre is loaded and started only when the basemap is first shown (see `featuresPending`): its code,
 * its WebGL context and its shaders then no longer compete with the features' first paint.
 */
const importMaplibre = () => import('maplibre-gl').then((module) => module.default);
let maplibre: ReturnType<typeof importMaplibre> | null = null;
const loadMaplibre = () => {
  maplibre ??= importMaplibre();
  return maplibre;
};

/**
 * With large data the features are painted offscreen and copied to the canvas whole (use-batched-paint.ts),
 * so a multisampled canvas smooths nothing: it only makes the copy and the canvas's first sizing cost more.
 */
const LARGE_DATA_DEVICE = { webgl: { antialias: false } };

/** A found location is shown at least this close: a street's view (web-map 17). */
const LOCATED_ZOOM = toViewZoom(17);

const PRINTABLE_DEVICE = { webgl: { preserveDrawingBuffer: true } };

const CONTROLLER = { dragRotate: false, touchRotate: false, keyboard: true };
const HIDE_LAYERS = () => false;
/** Layers costing more than this (about 100 ms on software WebGL) are picked on click only. */
const HOVER_PICK_MAX_COST = 100_000;
const DRAG_CURSOR = ({ isDragging, isHovering }: { isDragging: boolean; isHovering: boolean }) =>
  isDragging ? 'grabbing' : isHovering ? 'pointer' : 'grab';

function viewStateOf(target: ViewTarget): MapViewState {
  return {
    ...target,
    zoom: Math.max(MIN_VIEW_ZOOM, Math.min(MAX_VIEW_ZOOM, target.zoom)),
    pitch: 0,
    bearing: 0,
    minZoom: MIN_VIEW_ZOOM,
    maxZoom: MAX_VIEW_ZOOM,
  };
}

/**
 * The shared, view-only map: deck.gl draws and picks, a MapLibre raster basemap sits underneath as
 * DeckGL's child (deck.gl then owns every pointer event, which the overlaid mode did not deliver reliably).
 * Editors add their own layers and handlers around it; nothing here edits.
 */
export function MapView({
  initialView,
  tileUrl,
  tileAttribution,
  satellite = null,
  myLocation = false,
  printable = false,
  layers,
  featuresDrawn,
  onClick,
  overlay,
  label,
  controllerOptions,
  pickingRadius,
  getCursor = DRAG_CURSOR,
  largeData = false,
  onRestingZoom,
  onViewSettled,
  featuresPending = false,
  onPictureShown,
  ref,
}: MapViewProps) {
  const containerRef = useRef<HTMLElement>(null);
  const deckAreaRef = useRef<HTMLDivElement>(null);
  const deckRef = useRef<DeckGLRef>(null);
  const [viewState, setViewState] = useState<MapViewState>(() => viewStateOf(initialView));
  const [size, setSize] = useState({ width: 0, height: 0 });
  const [failed, setFailed] = useState(false);
  const [pictureShown, setPictureShown] = useState(false);
  const pendingRef = useRef(featuresPending);
  pendingRef.current = featuresPending;
  const saidPending = useRef(false);
  if (featuresPending) saidPending.current = true;
  const basemapOn = basemapMayStart({
    waitsForFeatures: largeData || saidPending.current,
    featuresPending,
    featuresDrawn,
    pictureShown,
  });
  const onPictureShownRef = useRef(onPictureShown);
  onPictureShownRef.current = onPictureShown;
  useEffect(() => {
    if (pictureShown) onPictureShownRef.current?.();
  }, [pictureShown]);
  const pendingFit = useRef<{ bbox: BBox; options?: FitOptions } | null>(null);
  const drawnRef = useRef(featuresDrawn);
  drawnRef.current = featuresDrawn;
  const viewStateRef = useRef(viewState);
  viewStateRef.current = viewState;
  const controller = useMemo(() => ({ ...CONTROLLER, ...controllerOptions }), [controllerOptions]);

  const [onSatellite, setOnSatellite] = useState(false);
  const basemap = onSatellite && satellite ? satellite : { tileUrl, tileAttribution };
  const mapStyle = useMemo(
    () => rasterBasemapStyle(basemap.tileUrl, basemap.tileAttribution),
    [basemap.tileUrl, basemap.tileAttribution],
  );
  const viewport = useMemo(
    () => (size.width > 0 ? new WebMercatorViewport({ ...viewState, ...size }) : null),
    [viewState, size],
  );

  // A view the page set (a fit, a jump) rests at once: SETTLE_MS waits out a hand's movement, not this.
  const jumped = useRef(false);
  const applyFit = useCallback((bbox: BBox, options: FitOptions | undefined, current: typeof size) => {
    const target = fitBounds(bbox, current, options);
    if (!target) return null;
    jumped.current = true;
    setViewState(viewStateOf(target));
    return target.zoom;
  }, []);

  useLayoutEffect(() => {
    const element = containerRef.current;
    if (!element) return;
    const measure = () => {
      const next = { width: element.clientWidth, height: element.clientHeight };
      setSize((was) => (was.width === next.width && was.height === next.height ? was : next));
      const pending = pendingFit.current;
      if (pending && applyFit(pending.bbox, pending.options, next) !== null) pendingFit.current = null;
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [applyFit]);

  useImperativeHandle(
    ref,
    () => ({
      fitBounds: (bbox, options) => {
        // Measured now, not taken from state: a parent's effect can run before the first measurement has
        // re-rendered this component, and the observer's first report may already have passed by then,
        // which left the fit pending until the window was resized.
        const element = containerRef.current;
        const current = element ? { width: element.clientWidth, height: element.clientHeight } : size;
        const zoom = applyFit(bbox, options, current);
        pendingFit.current = zoom === null ? { bbox, options } : null;
        return zoom;
      },
      jumpTo: (target) => {
        jumped.current = true;
        setViewState(viewStateOf(target));
      },
      currentView: () => {
        const { longitude, latitude, zoom } = viewStateRef.current;
        return { longitude, latitude, zoom };
      },
    }),
    [applyFit, size],
  );

  // The hook projects with the latest viewport; the container may move when the page scrolls or resizes.
  useLayoutEffect(() => {
    mapHook().project = (lng, lat) => {
      const element = containerRef.current;
      if (!viewport || !element) return null;
      const [x, y] = viewport.project([lng, lat]) as [number, number];
      const rect = element.getBoundingClientRect();
      return [rect.left + x, rect.top + y];
    };
  }, [viewport]);

  // Clicks come from the DOM rather than deck.gl's gesture recogniser, which drops a tap when the main
  // thread is busy between press and release (a slow device, software WebGL compiling its picking shaders).
  const hoverPickingRef = useRef(true);
  const picker = useMemo(() => new ClickPicker(), []);
  const onClickRef = useRef(onClick);
  onClickRef.current = onClick;
  const viewportRef = useRef(viewport);
  viewportRef.current = viewport;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the deck area is mounted again when `failed` flips.
  useEffect(() => {
    const area = deckAreaRef.current;
    if (!area) return;
    let down: { x: number; y: number } | null = null;
    const onPointerDown = (event: PointerEvent) => {
      down = event.isPrimary ? { x: event.clientX, y: event.clientY } : null;
    };
    const onClickEvent = (event: MouseEvent) => {
      const start = down;
      down = null;
      const handler = onClickRef.current;
      const current = viewportRef.current;
      const deckRefNow = deckRef.current;
      if (!handler || !current || !deckRefNow || !isClick(start, { x: event.clientX, y: event.clientY }))
        return;
      const rect = area.getBoundingClientRect();
      const deck = {
        setPickable: (pickable: boolean) => setPickable(deckRefNow.deck, pickable),
        pickObject: (at: { x: number; y: number; radius: number }) => deckRefNow.pickObject(at),
      };
      const at = {
        x: event.clientX - rect.left,
        y: event.clientY - rect.top,
        pointerType: (event as PointerEvent).pointerType,
      };
      handler(picker.pick(deck, current, at, hoverPickingRef.current));
    };
    area.addEventListener('pointerdown', onPointerDown);
    area.addEventListener('click', onClickEvent);
    return () => {
      area.removeEventListener('pointerdown', onPointerDown);
      area.removeEventListener('click', onClickEvent);
    };
  }, [failed]);

  const painterRef = useRef<BatchedPaint | null>(null);
  const snapshot = useMovingSnapshot(
    largeData,
    useCallback(() => deckRef.current?.deck?.getCanvas(), []),
    // The picture is of the canvas: in batches, that is the last whole frame, at the view it was painted.
    useCallback(() => painterRef.current?.presented() ?? viewportRef.current, []),
    useCallback(() => deckRef.current?.deck?.redraw('layers back after moving'), []),
  );

  // While a large village's view moves, the basemap stays at the view the movement started from and is
  // moved as a picture, as the features' is: MapLibre drawing its canvas again every frame cost a frame
  // on software compositing, which reads a changed WebGL canvas back whole (see decision 0014). It is
  // drawn again two frames after the features' picture is back, so no frame holds both canvases' redraws
  // and no frame one of their repaint's batches (decision 0015).
  const featuresHeld = largeData && (snapshot.moving || snapshot.shownFrom !== null);
  const featuresBackAWhile = useFramesLater(!featuresHeld);
  const held = basemapHeld(largeData, featuresHeld, featuresBackAWhile);
  const restingViewRef = useRef(viewState);
  if (!held) restingViewRef.current = viewState;
  const basemapFrom = held ? restingViewRef.current : null;

  const painter = useBatchedPaint(deckRef, layers, largeData, snapshot.moving, snapshot.cover);
  painterRef.current = painter;
  const hoverPicking = !largeData || painter.totalCost <= HOVER_PICK_MAX_COST;
  hoverPickingRef.current = hoverPicking;

  // The first hover pick compiles the layers' picking pipelines and makes deck.gl's picking buffers: 50
  // to 70 ms on software WebGL. Done once when the page is idle after the features' first picture (the
  // basemap is on then), it is not the frame of the resident's first hover (decision 0015).
  const pickingWarmed = useRef(false);
  const featuresOnScreen = basemapOn && featuresDrawn > 0;
  useEffect(() => {
    if (!hoverPicking || !featuresOnScreen || pickingWarmed.current) return;
    return warmPickingWhenIdle(() => {
      pickingWarmed.current = true;
      deckRef.current?.pickObject({ x: 0, y: 0, radius: 1 });
    });
  }, [hoverPicking, featuresOnScreen]);

  // Before the browser paints, so a new detail level's layers reach deck.gl ahead of its next frame.
  const restingZoom = snapshot.moving ? null : viewState.zoom;
  const onRestingZoomRef = useRef(onRestingZoom);
  onRestingZoomRef.current = onRestingZoom;
  useLayoutEffect(() => {
    if (restingZoom !== null) onRestingZoomRef.current?.(restingZoom);
  }, [restingZoom]);

  // A large village's picture says when the view rests; a small one's view is left alone for SETTLE_MS,
  // unless the page set it.
  const settledViewport = snapshot.moving ? null : viewport;
  const onViewSettledRef = useRef(onViewSettled);
  onViewSettledRef.current = onViewSettled;
  useLayoutEffect(() => {
    if (!settledViewport || !onViewSettledRef.current) return;
    const atOnce = jumped.current;
    jumped.current = false;
    if (largeData || atOnce) return onViewSettledRef.current(settledViewport);
    const timer = setTimeout(() => onViewSettledRef.current?.(settledViewport), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [settledViewport, largeData]);

  const located = useMyLocation((fix) =>
    setViewState((was) =>
      viewStateOf({
        longitude: fix.position[0],
        latitude: fix.position[1],
        zoom: Math.max(was.zoom, LOCATED_ZOOM),
      }),
    ),
  );

  const zoomBy = (delta: number) => setViewState((was) => viewStateOf({ ...was, zoom: was.zoom + delta }));

  return (
    <section className="map-view" ref={containerRef} aria-label={label}>
      {failed ? (
        <p className="map-view__failed" role="alert">
          {m.map_webgl_unsupported()}
        </p>
      ) : (
        <div className="map-view__deck" ref={deckAreaRef}>
          <DeckGL
            ref={deckRef}
            viewState={viewState}
            onViewStateChange={({ viewState: next }) => setViewState(next as MapViewState)}
            controller={controller}
            eventRecognizerOptions={EVENT_RECOGNIZERS}
            layers={layers}
            layerFilter={snapshot.moving ? HIDE_LAYERS : picker.pickFilter}
            // The wrapper types its Deck prop as the generic class; ours is Deck<null>, which it renders.
            Deck={BatchingDeck as unknown as typeof Deck}
            deviceProps={printable ? PRINTABLE_DEVICE : largeData ? LARGE_DATA_DEVICE : undefined}
            {...pickableProps(hoverPicking)}
            onInteractionStateChange={snapshot.onInteractionStateChange}
            getCursor={getCursor}
            pickingRadius={pickingRadius}
            onAfterRender={() => {
              // In batches, only the last batch's frame has every feature on it.
              if (largeData && !painter.finishing()) return;
              if (!snapshot.moving) {
                const drawn = drawnRef.current;
                const pending = pendingRef.current;
                const batches = largeData ? painter.batches() : 1;
                // Reported from the next frame: the browser has then shown this one, after the GPU
                // finished it (as the benchmark's Leaflet pages report the frame after their paint).
                requestAnimationFrame(() => {
                  reportDrawn(drawn, batches);
                  // Only now: starting MapLibre takes a while, and the frame it would hold is the picture's.
                  if (drawn > 0 && !pending) setPictureShown(true);
                });
              }
              snapshot.onAfterRender();
            }}
            onError={(error) => {
              // A missing WebGL context is the one failure worth a message to residents. deck.gl stays
              // silent about errors it hands to onError, so the rest goes to the console for developers.
              if (/webgl|context/i.test(error.message)) setFailed(true);
              else console.error(error);
            }}
          >
            {basemapOn &&
              (({ viewState: current, viewport: now }: { viewState: MapViewState; viewport: Viewport }) => (
                // Placed under deck.gl's canvas, as deck.gl places a map given as its direct child.
                <div
                  className="map-view__basemap"
                  style={
                    basemapFrom && now.width > 0
                      ? {
                          transform: snapshotTransform(
                            new WebMercatorViewport({ ...basemapFrom, width: now.width, height: now.height }),
                            now,
                          ),
                        }
                      : undefined
                  }
                >
                  <BaseMap
                    mapLib={loadMaplibre()}
                    mapStyle={mapStyle}
                    viewState={{ ...(basemapFrom ?? current), width: now.width, height: now.height }}
                    interactive={false}
                    attributionControl={false}
                    preserveDrawingBuffer={printable}
                    // Tiles fail offline; the features still draw, so a tile error is not worth the console.
                    onError={() => {}}
                  />
                </div>
              ))}
          </DeckGL>
          {largeData && (
            <canvas
              ref={snapshot.canvasRef}
              className="map-view__snapshot"
              hidden={!snapshot.shownFrom}
              style={
                snapshot.shownFrom && viewport
                  ? { transform: snapshotTransform(snapshot.shownFrom, viewport) }
                  : undefined
              }
            />
          )}
        </div>
      )}
      {viewport && overlay && <div className="map-view__overlay">{overlay(viewport)}</div>}
      {viewport && located.state.status === 'found' && (
        <MyLocationMarker viewport={viewport} fix={located.state.fix} />
      )}
      <div className="map-view__zoom">
        <button
          className="map-view__zoom-btn"
          type="button"
          aria-label={m.map_zoom_in()}
          onClick={() => zoomBy(1)}
        >
          <Plus size={18} aria-hidden="true" />
        </button>
        <button
          className="map-view__zoom-btn"
          type="button"
          aria-label={m.map_zoom_out()}
          onClick={() => zoomBy(-1)}
        >
          <Minus size={18} aria-hidden="true" />
        </button>
      </div>
      <div className="map-view__controls">
        {myLocation && <LocateButton state={located.state} onLocate={located.locate} />}
        {satellite && <BasemapChoice satellite={onSatellite} onChoose={setOnSatellite} />}
      </div>
      {viewport && <ScaleBar latitude={viewport.latitude} zoom={viewport.zoom} />}
      {basemap.tileAttribution && <p className="map-view__attribution">{basemap.tileAttribution}</p>}
    </section>
  );
}
