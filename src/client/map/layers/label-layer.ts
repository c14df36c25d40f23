import { TextLayer } from '@deck.gl/layers';
import { LABEL_FONT_PX, type PlacedLabel, POINT_LABEL_OFFSET_PX } from './label-placement.ts';

// The placement comes with the layer: neither is needed before a view is close enough for names.
export { labelAnchor, placeLabels } from './label-placement.ts';

/**
 * The names of places as one deck.gl TextLayer, loaded (with their placement) only once a view comes close enough for names
 * (places-map.tsx imports this file then), so the public page before the live map does not carry it. Its
 * glyphs come from a canvas drawn with the page's own system fonts (deck.gl's font atlas): nothing is
 * fetched, so names show offline too.
 */

/** The page's sans-serif stack (global.css --font-sans) without Inter, which is never downloaded. */
const FONT_FAMILY =
  'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif';
const FONT_WEIGHT = 600;
/** Glyphs are drawn large once and scaled down; a signed distance field gives them a white halo. */
const FONT_SETTINGS = { sdf: true, fontSize: 48, buffer: 6, radius: 12 };
/** Roughly the cost of a marker per name (paint-batches.ts): a few quads, mostly their pixels. */
const LABEL_COST = 20;

let measureContext: CanvasRenderingContext2D | null = null;

/** A text's width in pixels at the labels' size, as the canvas draws it with the same font. */
export function measureLabel(text: string): number {
  measureContext ??= document.createElement('canvas').getContext('2d');
  if (!measureContext) return text.length * LABEL_FONT_PX * 0.6;
  measureContext.font = `${FONT_WEIGHT} ${LABEL_FONT_PX}px ${FONT_FAMILY}`;
  return measureContext.measureText(text).width;
}

const POINT_OFFSET: [number, number] = [POINT_LABEL_OFFSET_PX, 0];
const NO_OFFSET: [number, number] = [0, 0];

export function labelLayer(labels: readonly PlacedLabel[], id = 'place-labels'): TextLayer<PlacedLabel> {
  return new TextLayer<PlacedLabel>({
    id,
    data: labels,
    getPosition: (label) => label.position as [number, number],
    getText: (label) => label.text,
    getAngle: (label) => label.angle,
    getTextAnchor: (label) => (label.kind === 'point' ? 'start' : 'middle'),
    getAlignmentBaseline: 'center',
    getPixelOffset: (label) => (label.kind === 'point' ? POINT_OFFSET : NO_OFFSET),
    getSize: LABEL_FONT_PX,
    getColor: [20, 32, 29, 255],
    outlineColor: [255, 255, 255, 235],
    outlineWidth: 0.35,
    fontFamily: FONT_FAMILY,
    fontWeight: FONT_WEIGHT,
    fontSettings: FONT_SETTINGS,
    characterSet: 'auto',
    billboard: true,
    pickable: false,
    paint: { cost: labels.length * LABEL_COST },
  } as ConstructorParameters<typeof TextLayer<PlacedLabel>>[0]);
}
