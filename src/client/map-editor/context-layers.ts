import type { Layer } from '@deck.gl/core';
import { type GuideStyle, guideLayers } from '../map/editor-door.ts';
import type { ContextPlace } from './context-places.ts';

/** Slate, faint: the other places are there to line up with, not to compete with the shape being drawn. */
const CONTEXT_STYLE: GuideStyle = { color: [100, 116, 139], fillOpacity: 0.12 };

/**
 * The other places under the editor, through the engine's own flat layers (the public map's, so ten
 * thousand places cost what they cost there), not pickable: a click always belongs to the drawing.
 */
export function contextLayers(places: readonly ContextPlace[]): Layer[] | null {
  if (places.length === 0) return null;
  return guideLayers(
    places.map(({ geometry }) => geometry),
    CONTEXT_STYLE,
    'context-',
  );
}
