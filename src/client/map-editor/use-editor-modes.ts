import { useState } from 'react';
import type { DrawTool } from './draw-rules.ts';
import {
  CircleMode,
  MoveMode,
  RectangleMode,
  SnappingLineMode,
  SnappingPointMode,
  SnappingPolygonMode,
  VertexEditMode,
} from './editor-modes.ts';

/**
 * One instance of each mode for the editor's lifetime. The layer is handed the instance, not the class,
 * so the editor can read the shape under way (its clicked points) and finish it from the "Selesai" button.
 */
export function useEditorModes() {
  const [modes] = useState(() => ({
    marker: new SnappingPointMode(),
    line: new SnappingLineMode(),
    polygon: new SnappingPolygonMode(),
    rectangle: new RectangleMode(),
    circle: new CircleMode(),
    edit: new VertexEditMode(),
    move: new MoveMode(),
  }));
  return modes satisfies Record<DrawTool, unknown>;
}
