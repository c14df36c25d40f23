import { Check, MapPin, Pentagon, Redo2, Route, Shapes, Spline, Trash2, Undo2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { m } from '../../shared/i18n/generated/messages.js';
import type { DrawTool, DrawType } from './draw-rules.ts';
import type { UnfinishedShape } from './drawing-map.tsx';

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

const TYPE_TOOLS: { type: DrawType; label: () => string; icon: ReactNode }[] = [
  { type: 'Point', label: m.draw_type_point, icon: <MapPin size={18} aria-hidden="true" /> },
  { type: 'LineString', label: m.draw_type_line, icon: <Spline size={18} aria-hidden="true" /> },
  { type: 'Polygon', label: m.draw_type_area, icon: <Pentagon size={18} aria-hidden="true" /> },
  { type: 'MultiPolygon', label: m.draw_type_multi_area, icon: <Shapes size={18} aria-hidden="true" /> },
];

const DRAWING: DrawTool[] = ['marker', 'line', 'polygon', 'rectangle', 'circle'];

interface EditorToolsProps {
  tool: DrawTool;
  tools: readonly DrawTool[];
  /** The map carries the type tools: the drawing tools above it are only the area's shapes. */
  typeTools: boolean;
  canUndo: boolean;
  canRedo: boolean;
  canDeleteVertex: boolean;
  canDeleteShape: boolean;
  onTool: (tool: DrawTool) => void;
  onUndo: () => void;
  onRedo: () => void;
  onDeleteVertex: () => void;
  onDeleteShape: () => void;
}

/** The toolbar above the map: how to draw, how to edit, and taking a step back or forward. */
export function EditorTools(props: EditorToolsProps) {
  const { tool, tools, typeTools } = props;
  // With the type tools on the map, a single drawing tool is the type tool itself.
  const drawing = typeTools && tools.length < 2 ? [] : tools;
  const button = (option: DrawTool) => (
    <button
      key={option}
      type="button"
      className={`btn btn--secondary drawing-map__tool${tool === option ? ' is-active' : ''}`}
      aria-pressed={tool === option}
      onClick={() => props.onTool(option)}
    >
      {TOOL_LABEL[option]()}
    </button>
  );
  return (
    <div className="drawing-map__tools" role="toolbar" aria-label={m.draw_tools_label()}>
      {drawing.map(button)}
      {button('edit')}
      {button('move')}
      <span className="drawing-map__tools-gap" aria-hidden="true" />
      <Step
        onClick={props.onUndo}
        enabled={props.canUndo}
        keys="Control+Z"
        icon={<Undo2 size={16} aria-hidden="true" />}
      >
        {m.draw_undo()}
      </Step>
      <Step
        onClick={props.onRedo}
        enabled={props.canRedo}
        keys="Control+Shift+Z"
        icon={<Redo2 size={16} aria-hidden="true" />}
      >
        {m.draw_redo()}
      </Step>
      <Step onClick={props.onDeleteVertex} enabled={props.canDeleteVertex} keys="Delete">
        {m.draw_delete_vertex()}
      </Step>
      <Step
        onClick={props.onDeleteShape}
        enabled={props.canDeleteShape}
        icon={<Trash2 size={16} aria-hidden="true" />}
      >
        {m.draw_delete_shape()}
      </Step>
    </div>
  );
}

/** One of the toolbar's steps (undo, redo, the deletions): a plain button, off when there is nothing to do. */
function Step({
  onClick,
  enabled,
  keys,
  icon,
  children,
}: {
  onClick: () => void;
  enabled: boolean;
  keys?: string;
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="btn btn--secondary drawing-map__tool"
      onClick={onClick}
      disabled={!enabled}
      aria-keyshortcuts={keys}
    >
      {icon}
      {children}
    </button>
  );
}

interface OnMapProps {
  type: DrawType;
  tool: DrawTool;
  typeTools: boolean;
  unfinished: UnfinishedShape | null;
  /** The live measures of the shape (drawn or under way), already in words. */
  measures: string | null;
  trace: { on: boolean; toggle: () => void } | null;
  onType: (type: DrawType) => void;
  onFinish: () => void;
}

/** What sits on the map itself: the type tools, the hint for the next click, the measures, "Selesai". */
function OnMap({ type, tool, typeTools, unfinished, measures, trace, onType, onFinish }: OnMapProps) {
  const drawingTool = DRAWING.includes(tool);
  return (
    <>
      {typeTools && (
        <fieldset className="drawing-map__types" aria-label={m.draw_types_label()}>
          {TYPE_TOOLS.map((option) => (
            <button
              key={option.type}
              type="button"
              className={`drawing-map__type${type === option.type && drawingTool ? ' is-active' : ''}`}
              aria-pressed={type === option.type && drawingTool}
              onClick={() => onType(option.type)}
            >
              {option.icon}
              <span>{option.label()}</span>
            </button>
          ))}
        </fieldset>
      )}
      <div className="drawing-map__status">
        <p className="drawing-map__hint" aria-live="polite" data-testid="draw-hint">
          {hintFor(tool, unfinished)}
        </p>
        {measures && (
          <p className="drawing-map__measure" data-testid="draw-measure">
            {measures}
          </p>
        )}
        <div className="drawing-map__status-actions">
          {trace && (tool === 'line' || tool === 'polygon') && (
            <button
              type="button"
              className={`drawing-map__chip${trace.on ? ' is-active' : ''}`}
              aria-pressed={trace.on}
              onClick={trace.toggle}
            >
              <Route size={16} aria-hidden="true" />
              {m.draw_trace()}
            </button>
          )}
          {unfinished?.finishable && (
            <button type="button" className="btn btn--primary drawing-map__finish" onClick={onFinish}>
              <Check size={18} aria-hidden="true" />
              {m.draw_finish()}
            </button>
          )}
        </div>
      </div>
    </>
  );
}
EditorTools.OnMap = OnMap;

function hintFor(tool: DrawTool, unfinished: UnfinishedShape | null): string {
  switch (tool) {
    case 'marker':
      return m.draw_hint_marker();
    case 'line':
      return !unfinished ? m.draw_hint_line() : m.draw_hint_line_next({ count: unfinished.points });
    case 'polygon':
      if (!unfinished) return m.draw_hint_polygon();
      return unfinished.points < 3
        ? m.draw_hint_polygon_next({ count: unfinished.points })
        : m.draw_hint_polygon_close({ count: unfinished.points });
    case 'rectangle':
    case 'circle':
      return m.draw_hint_two_clicks();
    case 'edit':
      return m.draw_hint_edit();
    case 'move':
      return m.draw_hint_move();
  }
}
