import { PathStyleExtension } from '@deck.gl/extensions';
import { EditableGeoJsonLayer } from '@deck.gl-community/editable-layers';
import { useQuery } from '@tanstack/react-query';
import { type Ref, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { asGeometry } from '../../shared/geo/as-geometry.ts';
import { bboxOf } from '../../shared/geo/bbox.ts';
import { polygonSelfIntersects } from '../../shared/geo/self-intersection.ts';
import type { PetaGeometry } from '../../shared/geo/types.ts';
import { m } from '../../shared/i18n/generated/messages.js';
import type { PublicSetting } from '../../shared/schemas/settings.ts';
import { intlLocale } from '../lib/format-date.ts';
import { publicCategoriesQuery, publicSettingsQuery } from '../lib/public-data.ts';
import {
  basemapOf,
  boundaryLayers,
  FEATURE_FIT,
  MapView,
  type MapViewHandle,
  settingsView,
  toViewZoom,
  toWebMapZoom,
} from '../map/editor-door.ts';
import { contextLayers } from './context-layers.ts';
import { contextPlaces } from './context-places.ts';
import {
  type DrawnFeature,
  type DrawTool,
  type DrawType,
  drawToolsFor,
  geometryOfShapes,
  geometryOfText,
  keepShapes,
  shapesOf,
} from './draw-rules.ts';
import {
  canRedo,
  canUndo,
  currentState,
  type EditHistory,
  record,
  redo,
  startHistory,
  undo,
} from './edit-history.ts';
import type { EditorModeConfig, VertexRef } from './editor-modes.ts';
import { EditorTools } from './editor-tools.tsx';
import { measuresText } from './shape-measures.ts';
import { useEditorModes } from './use-editor-modes.ts';
import { useSnapping } from './use-snapping.ts';
import { withoutVertex } from './vertex-ops.ts';
import './drawing-map.css';

/** The view in the settings' units: web-map zoom (256 px tiles), as the settings form stores it. */
export interface WebMapView {
  latitude: number;
  longitude: number;
  zoom: number;
}

/** A line or an area begun on the map and not finished: what saving now would leave out. */
export interface UnfinishedShape {
  kind: 'line' | 'area';
  points: number;
  /** Enough points to be a shape: two for a line, three for an area. */
  finishable: boolean;
}

export interface DrawingMapHandle {
  currentView: () => WebMapView;
  /** The shape under way, or null when nothing is half drawn. */
  unfinished: () => UnfinishedShape | null;
  /** Finishes the shape under way, as the map's "Selesai" button does. */
  finish: () => void;
  /** Drops the shape under way. */
  discard: () => void;
}

export interface DrawingMapProps {
  type: DrawType;
  /** The geometry text beside the map; text that is not valid GeoJSON is ignored (spec section 8). */
  text: string;
  /** A shape was drawn, changed or deleted: the geometry to store, null when nothing is left. */
  onDrawn: (geometry: PetaGeometry | null) => void;
  /** The map's own type tools (point, line, area, multi-area) set the form's Type through this. */
  onTypeChange?: (type: DrawType) => void;
  /** The live length, area and perimeter on the map (the settings say the boundary's area their own way). */
  measures?: boolean;
  /** The village boundary: polygons that cross themselves are refused instead of kept. */
  refuseSelfIntersection?: boolean;
  /** Show the village boundary from the settings as a guide (the map editors). */
  boundaryGuide?: boolean;
  /** The village's other places, faint, to line up with and snap to; the id is the place being edited. */
  context?: { except?: number };
  /** Where to start (web-map zoom); the settings' map centre when not given. */
  initialView?: WebMapView;
  /** Start on the shape in the text rather than on the initial view (editing a stored map). */
  fitToShape?: boolean;
  label: string;
  ref?: Ref<DrawingMapHandle>;
}

type Rgba = [number, number, number, number];
/** Spec section 9: markers #0ea5e9; the selected shape dashed with a pink fill at opacity 0.1. */
const SHAPE_LINE: Rgba = [14, 165, 233, 255];
const SHAPE_FILL: Rgba = [14, 165, 233, 64];
const SELECTED_LINE: Rgba = [236, 72, 153, 255];
const SELECTED_FILL: Rgba = [236, 72, 153, Math.round(0.1 * 255)];
const HANDLE: Rgba = [255, 255, 255, 255];
const HANDLE_MIDPOINT: Rgba = [255, 255, 255, 170];
const HANDLE_CHOSEN: Rgba = [236, 72, 153, 255];
const HANDLE_OUTLINE: Rgba = [15, 23, 42, 255];
const DASH: [number, number] = [6, 4];
const SOLID: [number, number] = [0, 0];
const DASH_EXTENSION = [new PathStyleExtension({ dash: true })];
const CONTROLLER_OPTIONS = { doubleClickZoom: false };
const EDIT_TOOLS: DrawTool[] = ['edit', 'move'];

/**
 * On a touch screen a corner is a finger's target: a 10 px handle picked from 12 px around it is 44 px
 * across (the touch guideline); a mouse keeps the library's small handles.
 */
const COARSE = typeof window !== 'undefined' && window.matchMedia?.('(pointer: coarse)').matches === true;
const HANDLE_RADIUS = COARSE ? 10 : 6;
const PICKING_RADIUS = COARSE ? 12 : 4;

/** One state of the editor's history: the Type with it, since a type tool clears the shape. */
interface Drawn {
  type: DrawType;
  geometry: string;
}
const sameDrawn = (a: Drawn, b: Drawn) => a.type === b.type && a.geometry === b.geometry;

function crossesItself(shapes: readonly DrawnFeature[]): boolean {
  return shapes.some(
    ({ geometry }) =>
      (geometry.type === 'Polygon' || geometry.type === 'MultiPolygon') && polygonSelfIntersects(geometry),
  );
}

/** Keys the editor answers, unless the user is typing in a field (where Ctrl+Z is the field's own). */
function typingIn(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable ||
      ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
      // A dialog over the editor (the save question) has the keys, not the shape behind it.
      target.closest('[role="dialog"], [role="alertdialog"]') !== null)
  );
}

/**
 * The geometry editor of the map forms and the settings (spec sections 2, 5 and 9): deck.gl's editable
 * layer over the shared map view. The text is the single source: the map shows what it holds and reports
 * each edit through `onDrawn`, so the textarea and the drawing stay in step. Issue 32 added what makes it
 * safe to draw: undo and redo, corners that a click selects rather than deletes, the type tools and
 * "Selesai" on the map, the other places faint underneath with snapping to them, and live measures.
 */
export function DrawingMap(props: DrawingMapProps) {
  const settings = useQuery(publicSettingsQuery);
  if (settings.isPending)
    return <div className="drawing-map drawing-map--loading">{m.loading_map_plain()}</div>;
  return <DrawingMapReady {...props} settings={settings.data} />;
}

function DrawingMapReady({
  type,
  text,
  onDrawn,
  onTypeChange,
  measures = true,
  refuseSelfIntersection = false,
  boundaryGuide = false,
  context,
  initialView,
  fitToShape = false,
  label,
  ref,
  settings: setting,
}: DrawingMapProps & { settings: PublicSetting | undefined }) {
  const mapRef = useRef<MapViewHandle>(null);
  const tools = drawToolsFor(type);
  const [tool, setTool] = useState<DrawTool>(tools[0]!);
  const [selected, setSelected] = useState<number[]>([]);
  const [vertex, setVertex] = useState<VertexRef | null>(null);
  // The one problem the editor shows at a time: a crossing shape, or a corner that cannot go.
  const [problem, setProblem] = useState<'crossed' | 'vertex' | null>(null);

  // A new type brings its own tools (and the form has cleared the shape).
  const [toolsType, setToolsType] = useState(type);
  if (toolsType !== type) {
    setToolsType(type);
    setTool(tools[0]!);
    setSelected([]);
    setVertex(null);
  }

  // Text that does not parse leaves the last good shape on the map.
  const lastGood = useRef<PetaGeometry | null>(null);
  // Once per text: a new object every render would refit the view and upload the shape on every render.
  const parsed = useMemo(() => geometryOfText(text), [text]);
  if (parsed !== undefined) lastGood.current = parsed;
  const shown = lastGood.current;
  const shapes = useMemo(() => shapesOf(shown), [shown]);
  const data = useMemo(() => ({ type: 'FeatureCollection' as const, features: shapes }), [shapes]);

  // Every change since the editor opened, whoever made it (the pen, the text, a type tool).
  const now: Drawn = { type, geometry: shown ? JSON.stringify(shown) : '' };
  const [history, setHistory] = useState<EditHistory<Drawn>>(() => startHistory(now));
  // A drag is one change: its many moves are not states to undo one by one.
  const gesture = useRef(false);
  if (!gesture.current && !sameDrawn(currentState(history), now)) setHistory(record(history, now, sameDrawn));
  const goTo = (next: EditHistory<Drawn>) => {
    const target = currentState(next);
    setHistory(next);
    // Not a shape from the text: the view stays where the user has it.
    emitted.current = target.geometry;
    setVertex(null);
    setProblem(null);
    if (target.type !== type) onTypeChange?.(target.type);
    onDrawn(target.geometry ? (JSON.parse(target.geometry) as PetaGeometry) : null);
  };

  // Only the first view counts; later the user moves the map.
  const [start] = useState(() =>
    initialView
      ? {
          latitude: initialView.latitude,
          longitude: initialView.longitude,
          zoom: toViewZoom(initialView.zoom),
        }
      : settingsView(setting),
  );

  // On a stored shape when asked (editing a map), and on every shape that arrives from the text rather
  // than the pen or the history; text that does not parse keeps `shown` as it was, so typing does not move
  // the map. A drawn point keeps the user's view (issue 32: the jump to zoom 16 lost the neighbours).
  const emitted = useRef<string | null>(null);
  const textRef = useRef(text);
  textRef.current = text;
  const mounted = useRef(false);
  useEffect(() => {
    const first = !mounted.current;
    mounted.current = true;
    if (!shown) return;
    if (first ? !fitToShape : emitted.current === textRef.current) return;
    mapRef.current?.fitBounds(bboxOf(shown), FEATURE_FIT);
  }, [shown, fitToShape]);

  const emit = (next: readonly DrawnFeature[]) => {
    const geometry = geometryOfShapes(next, type, snapping.isVertex);
    emitted.current = geometry ? JSON.stringify(geometry) : '';
    onDrawn(geometry);
  };

  // The other places and the boundary: drawn faintly and snapped to.
  const categories = useQuery({ ...publicCategoriesQuery, enabled: context !== undefined });
  const except = context?.except;
  const places = useMemo(() => contextPlaces(categories.data, except), [categories.data, except]);
  const boundary = useMemo(() => asGeometry(setting?.village_boundary ?? null), [setting?.village_boundary]);
  const snapping = useSnapping(places, boundaryGuide ? boundary : null, mapRef);

  const [, setProgress] = useState(0);
  const modeConfig: EditorModeConfig = {
    snap: snapping.snap,
    trace: snapping.traceOn ? snapping.trace : undefined,
    selectedVertex: vertex,
    onSelectVertex: setVertex,
  };
  const modes = useEditorModes();
  const mode = modes[tool];
  // The shape under way lives in the mode (its clicked points); `progress` re-renders as they change.
  const underWay = () => {
    if (tool !== 'line' && tool !== 'polygon') return null;
    const points = modes[tool].getClickSequence();
    return points.length > 0
      ? { kind: tool === 'line' ? ('line' as const) : ('area' as const), points }
      : null;
  };
  const unfinished = (): UnfinishedShape | null => {
    const shape = underWay();
    if (!shape) return null;
    const points = shape.points.length;
    return { kind: shape.kind, points, finishable: points >= (shape.kind === 'line' ? 2 : 3) };
  };

  const onEdit = ({
    updatedData,
    editType,
  }: {
    updatedData: { features: DrawnFeature[] };
    editType: string;
  }) => {
    const features = updatedData.features;
    switch (editType) {
      case 'addTentativePosition':
      case 'cancelFeature':
        return setProgress((count) => count + 1);
      case 'addFeature': {
        setProgress((count) => count + 1);
        const kept = keepShapes(features, type);
        if (refuseSelfIntersection && crossesItself(kept)) return setProblem('crossed');
        setProblem(null);
        setSelected([kept.length - 1]);
        emit(kept);
        return;
      }
      case 'invalidPolygon':
        return setProblem('crossed');
      case 'movePosition':
      case 'addPosition':
      case 'finishMovePosition':
      case 'translating':
      case 'translated': {
        gesture.current = editType === 'movePosition' || editType === 'translating';
        if (refuseSelfIntersection && crossesItself(features)) return setProblem('crossed');
        setProblem(null);
        emit(features);
        return;
      }
      default:
        return;
    }
  };
  const modeProps = () =>
    ({ data, modeConfig, selectedIndexes: selected, onEdit, onUpdateCursor: () => {} }) as never;
  const finish = () => {
    if (!unfinished()?.finishable) return;
    modes[tool as 'line' | 'polygon'].handleKeyUp(new KeyboardEvent('keyup', { key: 'Enter' }), modeProps());
  };
  /** Drops the shape under way (too few points to be one), through the mode's own Escape. */
  const discard = () => {
    if (!unfinished()) return;
    modes[tool as 'line' | 'polygon'].handleKeyUp(new KeyboardEvent('keyup', { key: 'Escape' }), modeProps());
  };
  // Another tool or type: the shape under way is finished when it can be, so a click never loses it.
  const settleUnderWay = () => {
    if (unfinished()?.finishable) finish();
    else discard();
  };

  useImperativeHandle(ref, () => ({
    currentView: () => {
      const view = mapRef.current?.currentView() ?? start;
      return { latitude: view.latitude, longitude: view.longitude, zoom: toWebMapZoom(view.zoom) };
    },
    unfinished,
    finish,
    discard,
  }));

  const chooseTool = (next: DrawTool) => {
    if (next !== tool) settleUnderWay();
    setTool(next);
    setProblem(null);
    setVertex(null);
    // Editing starts on the newest shape, so a single shape needs no extra click to select.
    if (EDIT_TOOLS.includes(next) && selected.length === 0 && shapes.length > 0)
      setSelected([shapes.length - 1]);
  };
  const chooseType = (next: DrawType) => {
    if (next !== type) {
      settleUnderWay();
      onTypeChange?.(next);
    } else chooseTool(drawToolsFor(next)[0]!);
  };

  const editing = EDIT_TOOLS.includes(tool);
  const selection = editing ? selected.filter((index) => index < shapes.length) : [];
  const selectedShapes = new Set(selection.map((index) => shapes[index]));

  const deleteShape = () => {
    const next = shapes.filter((_, index) => !selection.includes(index));
    setSelected([]);
    setVertex(null);
    emit(next);
  };
  const deleteVertex = () => {
    if (!vertex) return;
    const next = withoutVertex(shapes, vertex);
    if (!next) return setProblem('vertex');
    if (refuseSelfIntersection && crossesItself(next)) return setProblem('crossed');
    setProblem(null);
    setVertex(null);
    emit(next);
  };
  // While a line or an area is under way, undo takes back its last point first.
  const undoStep = () => {
    const shape = underWay();
    if (shape) {
      shape.points.pop();
      // The next click must not trace from the point just taken back.
      modes[tool as 'line' | 'polygon'].tracer.lastSnap = null;
      setProgress((count) => count + 1);
      return;
    }
    if (canUndo(history)) goTo(undo(history));
  };
  const redoStep = () => {
    if (canRedo(history)) goTo(redo(history));
  };

  const keys = useRef({ undoStep, redoStep, deleteVertex, finish });
  keys.current = { undoStep, redoStep, deleteVertex, finish };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (typingIn(event.target)) return;
      const command = event.ctrlKey || event.metaKey;
      const key = event.key.toLowerCase();
      if (command && key === 'z') {
        event.preventDefault();
        event.shiftKey ? keys.current.redoStep() : keys.current.undoStep();
      } else if (command && key === 'y') {
        event.preventDefault();
        keys.current.redoStep();
      } else if (!command && (event.key === 'Delete' || event.key === 'Backspace')) {
        keys.current.deleteVertex();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  // Kept while their data is the same: new layers would upload it again on every edit.
  const boundaryText = boundaryGuide ? setting?.village_boundary : null;
  const guide = useMemo(() => boundaryLayers(asGeometry(boundaryText), 'boundary-guide'), [boundaryText]);
  const faint = useMemo(() => contextLayers(places), [places]);
  const layers = [
    faint,
    guide,
    new EditableGeoJsonLayer({
      id: 'drawing',
      data: data as never,
      mode,
      modeConfig,
      selectedFeatureIndexes: selection,
      onEdit: onEdit as never,
      pickable: true,
      pointRadiusMinPixels: 7,
      getRadius: 6,
      lineWidthUnits: 'pixels',
      getLineWidth: 3,
      getLineColor: (_feature: unknown, isSelected: boolean) => (isSelected ? SELECTED_LINE : SHAPE_LINE),
      getFillColor: (_feature: unknown, isSelected: boolean) => (isSelected ? SELECTED_FILL : SHAPE_FILL),
      extensions: DASH_EXTENSION,
      getDashArray: (feature: unknown) => (selectedShapes.has(feature as DrawnFeature) ? DASH : SOLID),
      editHandlePointRadiusMinPixels: HANDLE_RADIUS,
      editHandlePointRadiusMaxPixels: HANDLE_RADIUS,
      getEditHandlePointColor: (handle: { properties: { editHandleType?: string; selected?: boolean } }) =>
        handle.properties.selected
          ? HANDLE_CHOSEN
          : handle.properties.editHandleType === 'intermediate'
            ? HANDLE_MIDPOINT
            : HANDLE,
      getEditHandlePointOutlineColor: HANDLE_OUTLINE,
      updateTriggers: {
        getDashArray: [selection.join(',')],
        getEditHandlePointColor: [vertex ? `${vertex.featureIndex}:${vertex.positionIndexes.join()}` : ''],
      },
      onClick: (info: { index: number; isGuide?: boolean }) => {
        if (editing && !info.isGuide && info.index >= 0 && info.index < shapes.length) {
          setSelected([info.index]);
        }
      },
    } as never),
    snapping.cueLayer,
  ];

  return (
    <div className="drawing-map">
      <EditorTools
        tool={tool}
        tools={tools}
        typeTools={onTypeChange !== undefined}
        canUndo={canUndo(history) || unfinished() !== null}
        canRedo={canRedo(history)}
        canDeleteVertex={editing && vertex !== null}
        canDeleteShape={editing && selection.length > 0}
        onTool={chooseTool}
        onUndo={undoStep}
        onRedo={redoStep}
        onDeleteVertex={deleteVertex}
        onDeleteShape={deleteShape}
      />
      <div className="drawing-map__canvas">
        <MapView
          ref={mapRef}
          initialView={start}
          {...basemapOf(setting)}
          layers={layers}
          featuresDrawn={shapes.length}
          label={label}
          controllerOptions={CONTROLLER_OPTIONS}
          pickingRadius={PICKING_RADIUS}
          getCursor={({ isDragging }) => (editing ? (isDragging ? 'grabbing' : 'grab') : 'crosshair')}
        />
        <EditorTools.OnMap
          type={type}
          tool={tool}
          typeTools={onTypeChange !== undefined}
          unfinished={unfinished()}
          measures={measures ? measuresText(shapes, underWay(), intlLocale()) : null}
          trace={snapping.active ? { on: snapping.traceOn, toggle: snapping.toggleTrace } : null}
          onType={chooseType}
          onFinish={finish}
        />
      </div>
      {problem && (
        <p className="field__error" role="alert">
          {problem === 'crossed' ? m.draw_crosses_itself() : m.draw_vertex_cannot_go()}
        </p>
      )}
    </div>
  );
}
