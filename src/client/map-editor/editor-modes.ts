/**
 * The editor's drawing and editing modes (issue 32): deck.gl-community's own modes, each with two things
 * added. Every position the pointer gives first goes through the editor's snapping (`modeConfig.snap`),
 * and in a line or an area two snapped corners of the same neighbour can be joined along its edge
 * (`modeConfig.trace`), so adjacent fields share their edge exactly. The editing mode never deletes a
 * corner on a click: a click selects it, and deleting is the editor's explicit action.
 */
import {
  type ClickEvent,
  type DraggingEvent,
  DrawCircleFromCenterMode,
  DrawLineStringMode,
  DrawPointMode,
  DrawPolygonMode,
  DrawRectangleMode,
  type FeatureCollection,
  type GuideFeatureCollection,
  getEditHandlesForGeometry,
  getPickedEditHandle,
  type ModeProps,
  ModifyMode,
  type PointerMoveEvent,
  type SimpleFeatureCollection,
  type StartDraggingEvent,
  type StopDraggingEvent,
  TranslateMode,
} from '@deck.gl-community/editable-layers';
import type { Position } from 'geojson';
import { polygonSelfIntersects } from '../../shared/geo/self-intersection.ts';

/** Where the pointer was, as the modes hear it. */
export interface PointerAt {
  mapCoords: Position;
  screenCoords: Position;
  sourceEvent: unknown;
}

/** What snapping made of a pointer position; `target` is the snapping's own (kept to trace along it). */
export interface Snapped {
  point: Position;
  target?: unknown;
}

/** A corner of one of the drawn shapes: the shape's index and its position in the coordinates. */
export interface VertexRef {
  featureIndex: number;
  positionIndexes: number[];
}

export interface EditorModeConfig {
  /** The position to use for the pointer: snapped, or the pointer's own when nothing is near. */
  snap?: (pointer: PointerAt) => Snapped;
  /** The corners strictly between two snapped corners along their shared edge, or null when none. */
  trace?: (from: Snapped, to: Snapped) => Position[] | null;
  selectedVertex?: VertexRef | null;
  onSelectVertex?: (vertex: VertexRef | null) => void;
}

type Props = ModeProps<SimpleFeatureCollection>;
const configOf = (props: { modeConfig?: unknown }) => (props.modeConfig ?? {}) as EditorModeConfig;

function snapped<E extends PointerAt>(event: E, props: Props): { event: E; at: Snapped } {
  const snap = configOf(props).snap;
  const at = snap ? snap(event) : { point: event.mapCoords };
  return { event: { ...event, mapCoords: at.point }, at };
}

/**
 * A drawing click, snapped; when this click and the one before snapped to corners of one neighbour's
 * edge, the corners between them are added first (`trace`). `click` is the library's own handler.
 */
class Tracer {
  lastSnap: Snapped | null = null;

  click(sequence: () => Position[], event: ClickEvent, props: Props, click: (event: ClickEvent) => void) {
    const { event: moved, at } = snapped(event, props);
    const points = sequence();
    const before = points.length;
    const trace = configOf(props).trace;
    const between = trace && this.lastSnap && before > 0 ? trace(this.lastSnap, at) : null;
    if (between) points.push(...between);
    click(moved);
    const after = sequence();
    // Kept only while a shape is under way: a finished one starts the next afresh.
    this.lastSnap = after.length > 0 ? at : null;
    // The click finished the shape instead of adding a corner: nothing of the trace stays behind.
    if (between && after === points && after.length === before + between.length) after.splice(before);
  }
}

export class SnappingPointMode extends DrawPointMode {
  override handleClick(event: ClickEvent, props: Props) {
    super.handleClick(snapped(event, props).event, props);
  }
}

export class SnappingLineMode extends DrawLineStringMode {
  tracer = new Tracer();
  override resetClickSequence() {
    super.resetClickSequence();
    this.tracer.lastSnap = null;
  }
  // The library's own distance label is English only; the editor shows the measures in the mode's words.
  override getTooltips() {
    return [];
  }
  override handleClick(event: ClickEvent, props: Props) {
    this.tracer.click(
      () => this.getClickSequence(),
      event,
      props,
      (moved) => super.handleClick(moved, props),
    );
  }
  override handlePointerMove(event: PointerMoveEvent, props: ModeProps<FeatureCollection>) {
    super.handlePointerMove(snapped(event, props as Props).event, props);
  }
}

export class SnappingPolygonMode extends DrawPolygonMode {
  tracer = new Tracer();
  /** The last finish was refused: the reset the library does next must keep the corners. */
  private refused = false;

  /**
   * The library drops every corner when the closed area would cross itself; here they stay, so undo can
   * take back the corner that made it cross (one wrong click must not lose a field's outline).
   */
  override finishDrawing(props: Props) {
    this.refused = false;
    const corners = this.getClickSequence();
    if (
      corners.length > 2 &&
      polygonSelfIntersects({ type: 'Polygon', coordinates: [[...corners, corners[0]!]] })
    ) {
      this.refused = true;
      // Only the reset of this same click or key is skipped; a later Escape still clears the corners.
      queueMicrotask(() => {
        this.refused = false;
      });
      props.onEdit({
        updatedData: props.data,
        editType: 'invalidPolygon',
        editContext: { reason: 'overlaps' },
      });
      return;
    }
    super.finishDrawing(props);
  }

  override resetClickSequence() {
    if (this.refused) {
      this.refused = false;
      return;
    }
    super.resetClickSequence();
    this.tracer.lastSnap = null;
  }

  override handleClick(event: ClickEvent, props: Props) {
    this.refused = false;
    this.tracer.click(
      () => this.getClickSequence(),
      event,
      props,
      (moved) => super.handleClick(moved, props),
    );
  }
  override handlePointerMove(event: PointerMoveEvent, props: ModeProps<FeatureCollection>) {
    super.handlePointerMove(snapped(event, props as Props).event, props);
  }
}

export {
  DrawCircleFromCenterMode as CircleMode,
  DrawRectangleMode as RectangleMode,
  TranslateMode as MoveMode,
};

/** The corners and the middle of every side of each selected shape, always shown while it is selected. */
function handlesOf(props: Props) {
  const { selectedVertex } = configOf(props);
  const handles = [];
  for (const featureIndex of props.selectedIndexes) {
    const feature = props.data.features[featureIndex];
    if (!feature) continue;
    for (const handle of getEditHandlesForGeometry(feature.geometry as never, featureIndex)) {
      const chosen =
        selectedVertex?.featureIndex === featureIndex &&
        selectedVertex.positionIndexes.join() === (handle.properties.positionIndexes ?? []).join();
      handles.push({ ...handle, properties: { ...handle.properties, selected: chosen } });
    }
    forEachLine(feature.geometry, [], (line, prefix) => {
      for (let index = 0; index + 1 < line.length; index++) {
        const [a, b] = [line[index]!, line[index + 1]!];
        handles.push({
          type: 'Feature' as const,
          properties: {
            guideType: 'editHandle' as const,
            editHandleType: 'intermediate' as const,
            featureIndex,
            positionIndexes: [...prefix, index + 1],
          },
          geometry: { type: 'Point' as const, coordinates: [(a[0]! + b[0]!) / 2, (a[1]! + b[1]!) / 2] },
        });
      }
    });
  }
  return handles;
}

function forEachLine(
  geometry: { type: string; coordinates: unknown },
  prefix: number[],
  visit: (line: Position[], prefix: number[]) => void,
) {
  if (geometry.type === 'LineString') visit(geometry.coordinates as Position[], prefix);
  if (geometry.type === 'Polygon') {
    for (const [index, ring] of (geometry.coordinates as Position[][]).entries())
      visit(ring, [...prefix, index]);
  }
  if (geometry.type === 'MultiPolygon') {
    for (const [part, polygon] of (geometry.coordinates as Position[][][]).entries()) {
      for (const [index, ring] of polygon.entries()) visit(ring, [...prefix, part, index]);
    }
  }
}

type HandlePick = { isGuide?: boolean; object?: { properties?: { editHandleType?: string } } };
const handleType = (pick: HandlePick) => (pick.isGuide ? pick.object?.properties?.editHandleType : undefined);

/**
 * A corner wins over a midpoint picked with it: on a short side a finger covers both, and the library
 * would then add a corner at one handle and move the other.
 */
function cornersFirst<P extends HandlePick>(picks: P[]): P[] {
  return picks.some((pick) => handleType(pick) === 'existing')
    ? picks.filter((pick) => handleType(pick) !== 'intermediate')
    : picks;
}

/**
 * "Ubah Bentuk": corners and midpoints always shown; a click on a corner selects it (the library's mode
 * deleted it), a click or a drag on a midpoint adds a corner there, a drag moves a corner, and a dragged
 * corner snaps like a drawn one.
 */
export class VertexEditMode extends ModifyMode {
  override getGuides(props: Props) {
    return { type: 'FeatureCollection' as const, features: handlesOf(props) } as GuideFeatureCollection;
  }

  override handleClick(event: ClickEvent, props: Props) {
    event = { ...event, picks: cornersFirst(event.picks) };
    const handle = getPickedEditHandle(event.picks);
    const select = configOf(props).onSelectVertex;
    if (handle?.properties.editHandleType === 'existing') {
      select?.({
        featureIndex: handle.properties.featureIndex,
        positionIndexes: handle.properties.positionIndexes ?? [],
      });
      return;
    }
    if (handle?.properties.editHandleType === 'intermediate') {
      super.handleClick(event, props);
      select?.({
        featureIndex: handle.properties.featureIndex,
        positionIndexes: handle.properties.positionIndexes ?? [],
      });
      return;
    }
    select?.(null);
  }

  override handleStartDragging(event: StartDraggingEvent, props: Props) {
    const picks = cornersFirst(event.picks);
    super.handleStartDragging(snapped({ ...event, picks, pointerDownPicks: picks }, props).event, props);
  }

  override handleDragging(event: DraggingEvent, props: Props) {
    const pointerDownPicks = cornersFirst(event.pointerDownPicks ?? []);
    super.handleDragging(snapped({ ...event, pointerDownPicks }, props).event, props);
  }

  override handleStopDragging(event: StopDraggingEvent, props: Props) {
    event = { ...event, pointerDownPicks: cornersFirst(event.pointerDownPicks ?? []) };
    super.handleStopDragging(snapped(event, props).event, props);
    const handle = getPickedEditHandle(event.pointerDownPicks ?? []);
    if (handle && handle.properties.featureIndex >= 0) {
      configOf(props).onSelectVertex?.({
        featureIndex: handle.properties.featureIndex,
        positionIndexes: handle.properties.positionIndexes ?? [],
      });
    }
  }
}
