import { asGeometry } from '../../../shared/geo/as-geometry.ts';
import { type BBox, bboxOf } from '../../../shared/geo/bbox.ts';
import type { PetaGeometry, Position } from '../../../shared/geo/types.ts';
import { DEFAULT_CATEGORY_COLOR } from '../../../shared/schemas/categories.ts';
import type { PublicCategory } from '../../../shared/schemas/public.ts';

/**
 * The picture a shared link shows (Open Graph's og:image): the village's places in their category colours
 * over its boundary, with its name, drawn as SVG for sharp to turn into a PNG. No basemap: a link preview
 * has no tiles, so it stays legible on its own. For a link to one place, the view is that place with its
 * neighbours, the place marked larger. Pure.
 *
 * Its size is bounded by the picture, not the data: a path keeps only the positions that move it at least
 * PATH_STEP pixels, a path or area smaller than a few pixels is left out, and points are drawn once per
 * pixel cell and colour. Its time still grows with the data (every position is projected once: about a
 * second for 100 000 places here), so the work pauses for the event loop every SLICE places.
 */

export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;
/** The band at the bottom holding the name. */
const BAND = 118;
const MAP_HEIGHT = PREVIEW_HEIGHT - BAND;
const PADDING = 48;
/** A place link shows at least this much ground around the place (in metres), so its neighbours show. */
const PLACE_MIN_SPAN_M = 1000;
/** Points closer than this on the picture are one mark. */
const POINT_CELL = 4;
/** A path's next position is kept once it is this many pixels from the last one kept. */
const PATH_STEP = 2;
/** A line or area smaller than this (pixels, both ways) is not drawn. */
const MIN_EXTENT = 3;
/** Places handled between two pauses for the event loop. */
const SLICE = 2_000;
/** Spec section 9: the village boundary, blue #2563eb, fill opacity 0.15. */
const BOUNDARY = '#2563eb';
const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

export interface PreviewInput {
  /** The village's name (the `title` setting). */
  title: string;
  /** The line under it: the place's name and category, or the village's description. */
  subtitle: string;
  categories: readonly PublicCategory[];
  boundary: unknown;
  /** A link to one place: its slug. */
  focus?: string;
}

const EARTH_CIRCUMFERENCE_M = 40_075_016.686;

/** Web Mercator in world units (0..1 both ways, y down), as the live map projects. */
function mercator([lng, lat]: Position): [number, number] {
  const clamped = Math.max(-85.05112878, Math.min(85.05112878, lat!));
  const sin = Math.sin((clamped * Math.PI) / 180);
  return [(lng! + 180) / 360, 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)];
}

function unionBox(a: BBox | null, b: BBox): BBox {
  if (!a) return b;
  return [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[2], b[2]), Math.max(a[3], b[3])];
}

const finiteBox = (box: BBox) => box.every(Number.isFinite);

/** The category's colour as the form keeps it (#rrggbb); anything else in the database, the default. */
const colorOf = (color: string) => (/^#[0-9a-fA-F]{6}$/.test(color) ? color : DEFAULT_CATEGORY_COLOR);

export const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** At most `max` characters, cut at a word where one is near, with an ellipsis. */
export function shorten(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  const chars = [...clean];
  if (chars.length <= max) return clean;
  const cut = chars.slice(0, max - 1).join('');
  const space = cut.lastIndexOf(' ');
  return `${space > max * 0.6 ? cut.slice(0, space) : cut}…`;
}

interface Placed {
  geometry: PetaGeometry;
  box: BBox;
  color: string;
  focus: boolean;
}

/** Projects the view box onto the map area: lng/lat in, picture pixels out. */
function viewTransform(box: BBox) {
  const [x0, y1] = mercator([box[0], box[1]]);
  const [x1, y0] = mercator([box[2], box[3]]);
  const width = Math.max(x1 - x0, 1e-9);
  const height = Math.max(y1 - y0, 1e-9);
  const scale = Math.min((PREVIEW_WIDTH - 2 * PADDING) / width, (MAP_HEIGHT - 2 * PADDING) / height);
  const offsetX = PREVIEW_WIDTH / 2 - ((x0 + x1) / 2) * scale;
  const offsetY = MAP_HEIGHT / 2 - ((y0 + y1) / 2) * scale;
  return (position: Position): [number, number] => {
    const [x, y] = mercator(position);
    return [x * scale + offsetX, y * scale + offsetY];
  };
}

/**
 * A ring or line as path data in whole pixels, keeping only positions PATH_STEP pixels or more from the
 * last one kept (and always the last); empty when the whole of it is smaller than MIN_EXTENT.
 */
function pathData(
  positions: readonly Position[],
  project: (p: Position) => [number, number],
  close: boolean,
) {
  let data = '';
  let lastX = Number.NaN;
  let lastY = Number.NaN;
  let minX = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < positions.length; i++) {
    const [x, y] = project(positions[i]!);
    const rx = Math.round(x);
    const ry = Math.round(y);
    if (rx < minX) minX = rx;
    if (rx > maxX) maxX = rx;
    if (ry < minY) minY = ry;
    if (ry > maxY) maxY = ry;
    const near = Math.abs(rx - lastX) + Math.abs(ry - lastY) < PATH_STEP;
    if (near && i < positions.length - 1) continue;
    if (rx === lastX && ry === lastY) continue;
    data += `${data ? 'L' : 'M'}${rx} ${ry}`;
    lastX = rx;
    lastY = ry;
  }
  if (maxX - minX < MIN_EXTENT && maxY - minY < MIN_EXTENT) return '';
  return close && data ? `${data}Z` : data;
}

function polygonsOf(geometry: PetaGeometry): Position[][][] {
  if (geometry.type === 'Polygon') return [geometry.coordinates];
  if (geometry.type === 'MultiPolygon') return geometry.coordinates;
  return [];
}

function linesOf(geometry: PetaGeometry): Position[][] {
  if (geometry.type === 'LineString') return [geometry.coordinates];
  if (geometry.type === 'MultiLineString') return geometry.coordinates;
  return [];
}

function pointsOf(geometry: PetaGeometry): Position[] {
  if (geometry.type === 'Point') return [geometry.coordinates];
  if (geometry.type === 'MultiPoint') return geometry.coordinates;
  return [];
}

/** The box a place link shows: the place, grown to at least PLACE_MIN_SPAN_M each way. */
function placeBox(box: BBox): BBox {
  const lat = (box[1] + box[3]) / 2;
  const metresPerDegreeLng = (EARTH_CIRCUMFERENCE_M / 360) * Math.cos((lat * Math.PI) / 180);
  const metresPerDegreeLat = EARTH_CIRCUMFERENCE_M / 360;
  const growLng = Math.max(0, PLACE_MIN_SPAN_M / metresPerDegreeLng - (box[2] - box[0])) / 2;
  const growLat = Math.max(0, PLACE_MIN_SPAN_M / metresPerDegreeLat - (box[3] - box[1])) / 2;
  return [box[0] - growLng, box[1] - growLat, box[2] + growLng, box[3] + growLat];
}

const overlaps = (a: BBox, b: BBox) => a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];

/** The event loop's turn: other requests are answered between slices of a large village. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export async function previewSvg(
  input: PreviewInput,
  pause: () => Promise<void> = nextTurn,
): Promise<string> {
  const places: Placed[] = [];
  let dataBox: BBox | null = null;
  let focusBox: BBox | null = null;
  let handled = 0;
  let pointCount = 0;
  const slice = async () => {
    if (++handled % SLICE === 0) await pause();
  };
  for (const category of input.categories) {
    const color = colorOf(category.color);
    for (const map of category.maps) {
      await slice();
      const geometry = asGeometry(map.geometry);
      if (!geometry) continue;
      const box = bboxOf(geometry);
      if (!finiteBox(box)) continue;
      const focus = input.focus !== undefined && map.slug === input.focus;
      places.push({ geometry, box, color, focus });
      pointCount += pointsOf(geometry).length;
      dataBox = unionBox(dataBox, box);
      if (focus) focusBox = box;
    }
  }
  const boundary = asGeometry(input.boundary);
  const boundaryBox = boundary ? bboxOf(boundary) : null;
  if (boundaryBox && finiteBox(boundaryBox) && !focusBox) dataBox = unionBox(dataBox, boundaryBox);
  const view = focusBox ? placeBox(focusBox) : dataBox;

  // Marks are grouped by colour, so each carries its style once: fills as paths in a group, every line
  // of a colour as one path, every point as a zero-length round stroke over a white one (its ring).
  const groups = new Map<string, { fills: string[]; lines: string; points: string }>();
  const groupOf = (color: string) => {
    let group = groups.get(color);
    if (!group) {
      group = { fills: [], lines: '', points: '' };
      groups.set(color, group);
    }
    return group;
  };
  let boundaryMark = '';
  const focusMarks: string[] = [];
  if (view) {
    const project = viewTransform(view);
    // What lies beyond the picture is left out (a place link shows a kilometre of a village).
    const margin = (view[2] - view[0] + view[3] - view[1]) / 4;
    const seen: BBox = [view[0] - margin, view[1] - margin, view[2] + margin, view[3] + margin];
    if (boundary) {
      const d = polygonsOf(boundary)
        .flatMap((rings) => rings.map((ring) => pathData(ring, project, true)))
        .join('');
      if (d)
        boundaryMark = `<path d="${d}" fill="${BOUNDARY}" fill-opacity="0.15" stroke="${BOUNDARY}" stroke-width="3" fill-rule="evenodd"/>`;
    }
    const cells = new Set<string>();
    for (const place of places) {
      await slice();
      const { geometry, color, focus } = place;
      if (!focus && !overlaps(place.box, seen)) continue;
      const area = polygonsOf(geometry)
        .flatMap((rings) => rings.map((ring) => pathData(ring, project, true)))
        .join('');
      const line = linesOf(geometry)
        .map((part) => pathData(part, project, false))
        .join('');
      const spots = pointsOf(geometry).map(
        (position) => project(position).map(Math.round) as [number, number],
      );
      if (focus) {
        // The linked place, above the rest and larger.
        if (area)
          focusMarks.push(
            `<path d="${area}" fill="${color}" fill-opacity="0.3" stroke="${color}" stroke-width="5" fill-rule="evenodd"/>`,
          );
        if (line)
          focusMarks.push(
            `<path d="${line}" fill="none" stroke="${color}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`,
          );
        for (const [x, y] of spots)
          focusMarks.push(
            `<circle cx="${x}" cy="${y}" r="17" fill="${color}" stroke="#ffffff" stroke-width="5"/><circle cx="${x}" cy="${y}" r="22" fill="none" stroke="#0f172a" stroke-width="2"/>`,
          );
        continue;
      }
      const group = groupOf(color);
      if (area) group.fills.push(`<path d="${area}"/>`);
      group.lines += line;
      for (const [x, y] of spots) {
        const cell = `${Math.round(x / POINT_CELL)},${Math.round(y / POINT_CELL)},${color}`;
        if (cells.has(cell)) continue;
        cells.add(cell);
        group.points += `M${x} ${y}h0`;
      }
    }
  }
  const fills = [...groups].map(([color, group]) =>
    group.fills.length
      ? `<g fill="${color}" fill-opacity="0.22" stroke="${color}" stroke-width="2" fill-rule="evenodd">${group.fills.join('')}</g>`
      : '',
  );
  const lines = [...groups].map(([color, group]) =>
    group.lines
      ? `<path d="${group.lines}" fill="none" stroke="${color}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`
      : '',
  );
  // Markers shrink as a village fills up, so its categories still show side by side.
  const radius = pointCount <= 300 ? 9 : pointCount <= 3_000 ? 6 : 4;
  const points = [...groups].map(([color, group]) =>
    group.points
      ? `<path d="${group.points}" stroke="#ffffff" stroke-width="${radius * 2 + radius / 2}" stroke-linecap="round"/><path d="${group.points}" stroke="${color}" stroke-width="${radius * 2}" stroke-linecap="round"/>`
      : '',
  );

  const title = escapeXml(shorten(input.title, 42));
  const subtitle = escapeXml(shorten(input.subtitle, 80));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" viewBox="0 0 ${PREVIEW_WIDTH} ${PREVIEW_HEIGHT}">`,
    `<rect width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" fill="#eef3f1"/>`,
    boundaryMark,
    ...fills,
    ...lines,
    ...points,
    ...focusMarks,
    `<rect y="${MAP_HEIGHT}" width="${PREVIEW_WIDTH}" height="${BAND}" fill="#0f766e"/>`,
    `<text x="${PADDING}" y="${MAP_HEIGHT + 54}" font-family="${FONT}" font-size="40" font-weight="bold" fill="#ffffff">${title}</text>`,
    `<text x="${PADDING}" y="${MAP_HEIGHT + 94}" font-family="${FONT}" font-size="24" fill="#d1fae5">${subtitle}</text>`,
    `<text x="${PREVIEW_WIDTH - PADDING}" y="${MAP_HEIGHT + 54}" text-anchor="end" font-family="${FONT}" font-size="22" fill="#99f6e4">PetaDesa</text>`,
    '</svg>',
  ].join('');
}
