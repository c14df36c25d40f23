import { PathStyleExtension } from '@deck.gl/extensions';
import {
  DrawCircleFromCenterMode,
  DrawLineStringMode,
  DrawPointMode,
  DrawPolygonMode,
  DrawRectangleMode,
  EditableGeoJsonLayer,
  ModifyMode,
  TranslateMode,
} from '@deck.gl-community/editable-layers';
import { useQuery } from '@tanstack/react-query';
import { type Ref, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { asGeometry } from '../../shared/geo/as-geometry.ts';
import { bboxOf } from '../../shared/geo/bbox.ts';
import { polygonSelfIntersects } from '../../shared/geo/self-intersection.ts';
import type { PetaGeometry } from '../../shared/geo/types.ts';
import type { PublicSetting } from '../../shared/schemas/settings.ts';
import { FALLBACK_ZOOM } from '../../shared/settings-defaults.ts';
import { publicSettingsQuery } from '../lib/public-data.ts';
import { boundaryLayers } from '../map/layers/boundary-layers.ts';
import { basemapOf } from '../map/view/basemap-style.ts';
import { MapView, type MapViewHandle } from '../map/view/map-view.tsx';
import { FEATURE_FIT, settingsView, toViewZoom, toWebMapZoom } from '../map/view/map-zoom.ts';
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
import './drawing-map.css';
import { m } from '../../shared/i18n/generated/messages.js';

/** The view in the settings' units: web-map zoom (256 px tiles), as the settings form stores it. */
export interface WebMapView {
  latitude: number;
  longitude: number;
  zoom: number;
}

export interface DrawingMapHandle {
  currentView: () => WebMapView;
}

export interface DrawingMapProps {
  type: DrawType;
  /** The geometry text beside the map; text that is not valid GeoJSON is ignored (spec section 8). */
  text: string;
  /** A shape was drawn, changed or deleted: the geometry to store, null when nothing is left. */
  onDrawn: (geometry: PetaGeometry | null) => void;
  /** The village boundary: polygons that cross themselves are refused instead of kept. */
  refuseSelfIntersection?: boolean;
  /** Show the village boundary from the settings as a guide (the map editors). */
  boundaryGuide?: boolean;
  /** Where to start (web-map zoom); the settings' map centre when not given. */
  initialView?: WebMapView;
  /** Start on the shape in the text rather than on the initial view (editing a stored map). */
  fitToShape?: boolean;
  label: string;
  ref?: Ref<DrawingMapHandle>;
}

// Read when shown, so the labels follow the language mode.
const TOOL_LABEL: Record<DrawTool, () => string> = {
  marker: m.draw_tool_marker,
  line: m.draw_tool_line,
  polygon: m.draw_tool_polygon,
  rectangle: m.draw_tool_rectangle,
  circle: m.draw_tool_circle,
  edit: m.draw_tool_edit,
  move: m.draw_tool_move,
};

const TOOL_MODE = {
  marker: DrawPointMode,
  line: DrawLineStringMode,
  polygon: DrawPolygonMode,
  rectangle: DrawRectangleMode,
  circle: DrawCircleFromCenterMode,
  edit: ModifyMode,
  move: TranslateMode,
} as const;

const EDIT_TOOLS: DrawTool[] = ['edit', 'move'];

type Rgba = [number, number, number, number];
/** Spec section 9: markers #0ea5e9; the selected shape dashed with a pink fill at opacity 0.1. */
const SHAPE_LINE: Rgba = [14, 165, 233, 255];
const SHAPE_FILL: Rgba = [14, 165, 233, 64];
const SELECTED_LINE: Rgba = [236, 72, 153, 255];
const SELECTED_FILL: Rgba = [236, 72, 153, Math.round(0.1 * 255)];
const DASH: [number, number] = [6, 4];
const SOLID: [number, number] = [0, 0];
const DASH_EXTENSION = [new PathStyleExtension({ dash: true })];
const CONTROLLER_OPTIONS = { doubleClickZoom: false };

function crossesItself(shapes: readonly DrawnFeature[]): boolean {
  return shapes.some(
    ({ geometry }) =>
      (geometry.type === 'Polygon' || geometry.type === 'MultiPolygon') && polygonSelfIntersects(geometry),
  );
}

/**
 * The geometry editor of the map forms and the settings (spec sections 2, 5 and 9): deck.gl's editable
 * layer over the shared map view. The text is the single source: the map shows what it holds and reports
 * each edit through `onDrawn`, so the textarea and the drawing stay in step.
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
  refuseSelfIntersection = false,
  boundaryGuide = false,
  initialView,
  fitToShape = false,
  label,
  ref,
  settings,
}: DrawingMapProps & { settings: PublicSetting | undefined }) {
  const setting = settings;
  const mapRef = useRef<MapViewHandle>(null);
  const tools = drawToolsFor(type);
  const [tool, setTool] = useState<DrawTool>(tools[0]!);
  const [selected, setSelected] = useState<number[]>([]);
  // The one message the editor shows: a shape refused because it crosses itself.
  const [crossed, setCrossed] = useState(false);

  // A new type brings its own tools (and the form has cleared the shape).
  const [toolsType, setToolsType] = useState(type);
  if (toolsType !== type) {
    setToolsType(type);
    setTool(tools[0]!);
    setSelected([]);
  }

  // Text that does not parse leaves the last good shape on the map.
  const lastGood = useRef<PetaGeometry | null>(null);
  const parsed = geometryOfText(text);
  if (parsed !== undefined) lastGood.current = parsed;
  const shown = lastGood.current;
  const shapes = useMemo(() => shapesOf(shown), [shown]);
  const data = useMemo(() => ({ type: 'FeatureCollection' as const, features: shapes }), [shapes]);

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
  // than the pen; text that does not parse keeps `shown` as it was, so typing does not move the map.
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

  useImperativeHandle(
    ref,
    () => ({
      currentView: () => {
        const view = mapRef.current?.currentView() ?? start;
        return { latitude: view.latitude, longitude: view.longitude, zoom: toWebMapZoom(view.zoom) };
      },
    }),
    [start],
  );

  const emit = (next: readonly DrawnFeature[]) => {
    const geometry = geometryOfShapes(next, type);
    emitted.current = geometry ? JSON.stringify(geometry) : '';
    onDrawn(geometry);
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
      case 'addFeature': {
        const kept = keepShapes(features, type);
        if (refuseSelfIntersection && crossesItself(kept)) return setCrossed(true);
        setCrossed(false);
        setSelected([kept.length - 1]);
        emit(kept);
        const added = kept.at(-1)?.geometry;
        // Spec section 9: a single point brings the map to zoom 16.
        if (added?.type === 'Point') {
          const [longitude, latitude] = added.coordinates as [number, number];
          mapRef.current?.jumpTo({ longitude, latitude, zoom: toViewZoom(FALLBACK_ZOOM) });
        }
        return;
      }
      case 'invalidPolygon':
        return setCrossed(true);
      case 'movePosition':
      case 'addPosition':
      case 'removePosition':
      case 'finishMovePosition':
      case 'translating':
      case 'translated': {
        if (refuseSelfIntersection && crossesItself(features)) return setCrossed(true);
        setCrossed(false);
        emit(features);
        return;
      }
      default:
        return;
    }
  };

  const chooseTool = (next: DrawTool) => {
    setTool(next);
    setCrossed(false);
    // Editing starts on the newest shape, so a single shape needs no extra click to select.
    if (EDIT_TOOLS.includes(next) && selected.length === 0 && shapes.length > 0) {
      setSelected([shapes.length - 1]);
    }
  };

  const deleteSelected = () => {
    const next = shapes.filter((_, index) => !selected.includes(index));
    setSelected([]);
    emit(next);
  };

  const editing = EDIT_TOOLS.includes(tool);
  const selection = editing ? selected.filter((index) => index < shapes.length) : [];
  const selectedShapes = new Set(selection.map((index) => shapes[index]));

  // Kept while the boundary is the same: new layers would upload it again on every edit.
  const boundaryText = boundaryGuide ? setting?.village_boundary : null;
  const guide = useMemo(() => boundaryLayers(asGeometry(boundaryText), 'boundary-guide'), [boundaryText]);
  const layers = [
    guide,
    new EditableGeoJsonLayer({
      id: 'drawing',
      data: data as never,
      mode: TOOL_MODE[tool],
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
      updateTriggers: { getDashArray: [selection.join(',')] },
      onClick: (info: { index: number; isGuide?: boolean }) => {
        if (editing && !info.isGuide && info.index >= 0 && info.index < shapes.length) {
          setSelected([info.index]);
        }
      },
    } as never),
  ];

  return (
    <div className="drawing-map">
      <div className="drawing-map__tools" role="toolbar" aria-label={m.draw_tools_label()}>
        {[...tools, 'edit' as const, 'move' as const].map((option) => (
          <button
            key={option}
            type="button"
            className={`btn btn--secondary drawing-map__tool${tool === option ? ' is-active' : ''}`}
            aria-pressed={tool === option}
            onClick={() => chooseTool(option)}
          >
            {TOOL_LABEL[option]()}
          </button>
        ))}
        <button
          type="button"
          className="btn btn--secondary drawing-map__tool"
          onClick={deleteSelected}
          disabled={!editing || selection.length === 0}
        >
          {m.draw_delete_shape()}
        </button>
      </div>
      <div className="drawing-map__canvas">
        <MapView
          ref={mapRef}
          initialView={start}
          {...basemapOf(setting)}
          layers={layers}
          featuresDrawn={shapes.length}
          label={label}
          controllerOptions={CONTROLLER_OPTIONS}
          getCursor={({ isDragging }) => (editing ? (isDragging ? 'grabbing' : 'grab') : 'crosshair')}
        />
      </div>
      <p className="drawing-map__hint">{hintFor(tool)}</p>
      {crossed && (
        <p className="field__error" role="alert">
          {m.draw_crosses_itself()}
        </p>
      )}
    </div>
  );
}

function hintFor(tool: DrawTool): string {
  switch (tool) {
    case 'marker':
      return m.draw_hint_marker();
    case 'line':
      return m.draw_hint_line();
    case 'polygon':
      return m.draw_hint_polygon();
    case 'rectangle':
    case 'circle':
      return m.draw_hint_two_clicks();
    case 'edit':
      return m.draw_hint_edit();
    case 'move':
      return m.draw_hint_move();
  }
}
