import { asGeometry } from '../../../shared/geo/as-geometry.ts';
import { type BBox, bboxOf } from '../../../shared/geo/bbox.ts';
import type { PetaGeometry, Position } from '../../../shared/geo/types.ts';
import { hexOf, parseHexColor } from '../../../shared/map-style/color.ts';
import {
  linesOf,
  MIN_LINE_POSITIONS,
  MIN_RING_POSITIONS,
  pointsOf,
  polygonsOf,
} from '../../../shared/map-style/geometry-parts.ts';
import { MAP_STYLE } from '../../../shared/map-style/map-style.ts';
import { commonX, commonY, WORLD_SIZE } from '../../../shared/map-style/projection.ts';
import type { PublicCategory } from '../../../shared/schemas/public.ts';
import {
  CHUNK_POINTS,
  chunkedLineData,
  convexHull,
  InkBudget,
  type IntPath,
  inkOf,
  pathData,
} from './picture-budget.ts';

/**
 * The village's places drawn as SVG on the server, twice over:
 * - the link preview (Open Graph's og:image, `previewSvg`): the places in their category colours over the
 *   boundary, with the village's name, for sharp to turn into a PNG. No basemap: a link preview has no
 *   tiles, so it stays legible on its own. A link to one place shows it with its neighbours, larger;
 * - the public map's first picture (`firstPictureSvg`, decision 0019): the places as the live map will
 *   first show them (every place, fitted with 10% padding, the same colours, sizes and opacities:
 *   src/shared/map-style), inline in the page's HTML, so a phone on a slow link shows the village
 *   before the map's code arrives.
 *
 * Their size is bounded by the picture, not the data: a path keeps only the positions that move it at least
 * PATH_STEP units, a path or area smaller than a few units is left out, and points are drawn once per
 * cell and colour. Their time still grows with the data (every position is projected once: about half a
 * second for 100 000 places here), so the work pauses for the event loop every SLICE places. Pure, but
 * for those pauses.
 */

export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;
/** The band at the bottom of the preview holding the name. */
const BAND = 118;
const MAP_HEIGHT = PREVIEW_HEIGHT - BAND;
const PADDING = 48;
/** A place link shows at least this much ground around the place (in metres), so its neighbours show. */
const PLACE_MIN_SPAN_M = 1000;
/** Points closer than this (units of the picture) are one mark. */
const POINT_CELL = 4;
/** A path's next position is kept once it is this many units from the last one kept. */
const PATH_STEP = 2;
/** A line or area smaller than this (units, both ways) is not drawn. */
const MIN_EXTENT = 3;
/** Places handled between two pauses for the event loop. */
const SLICE = 2_000;
const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";
const EARTH_CIRCUMFERENCE_M = 40_075_016.686;
/** The first picture's longer side, in units: a thousandth of a phone's width or finer. */
const FIRST_PICTURE_UNITS = 4096;
/** Past this the first picture is left out: it would cost a slow link more than it saves. */
export const FIRST_PICTURE_MAX_BYTES = 150_000;
/** Past this many places the picture would be over that size anyway: it is not even tried. */
const FIRST_PICTURE_MAX_PLACES = 10_000;

export interface PreviewInput {
  /** The village's name (the `title` setting). */
  title: string;
  /** The line under it: the place's name and category, or the village's description. */
  subtitle: string;
  /** Every place with a geometry (`placedOf`, kept per data version by the caller). */
  places: readonly Placed[];
  boundary: unknown;
  /** A link to one place: its slug. */
  focus?: string;
}

/**
 * How marks are drawn, sizes in pixels of the final picture: the live map's (MAP_STYLE) in the first
 * picture, the link preview's own (larger, for a picture seen small) in the preview. Colours and
 * opacities of fills and the boundary are the live map's in both.
 */
interface MarkStyle {
  point: { diameterPixels: number; ringPixels: number; opacity: number };
  line: { widthPixels: number };
  outline: { widthPixels: number };
  boundary: { widthPixels: number };
}

/** A place ready to draw: its geometry, box and colour. */
export interface Placed {
  slug: string;
  geometry: PetaGeometry;
  box: BBox;
  color: string;
}

/** Web Mercator in world units (0..1 both ways, y down), as the live map projects (projection.ts). */
function mercator([lng, lat]: Position): [number, number] {
  return [commonX(lng!) / WORLD_SIZE, 1 - commonY(lat!) / WORLD_SIZE];
}

function unionBox(a: BBox | null, b: BBox): BBox {
  if (!a) return b;
  return [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[2], b[2]), Math.max(a[3], b[3])];
}

const finiteBox = (box: BBox) => box.every(Number.isFinite);
const overlaps = (a: BBox, b: BBox) => a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];

/** The category's colour as the live map reads it, written #rrggbb (nothing else reaches the SVG). */
const colorOf = (color: string) => hexOf(parseHexColor(color));

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

export type Project = (position: Position) => [number, number];

/**
 * A ring or line in whole units, keeping only positions PATH_STEP units or more from the last one kept
 * (and always the last); empty when the whole of it is smaller than MIN_EXTENT.
 */
function simplified(positions: readonly Position[], project: Project): IntPath {
  const path: IntPath = [];
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
    path.push(rx, ry);
    lastX = rx;
    lastY = ry;
  }
  if (maxX - minX < MIN_EXTENT && maxY - minY < MIN_EXTENT) return [];
  return path;
}

/** A place's areas (each polygon's rings) and lines as they will be drawn, and the ink they spend. */
interface Drawn {
  /** Each polygon's rings, one path element per polygon. */
  areas: IntPath[][];
  lines: IntPath[];
  ink: number;
}

/** What the live map draws of a geometry's polygons and lines (feature-buffers.ts skips the rest). */
const drawable = (positions: readonly Position[], min: number) => positions.length >= min;

function drawnOf(geometry: PetaGeometry, project: Project): Drawn {
  const areas = polygonsOf(geometry)
    .filter((rings) => rings[0] !== undefined && drawable(rings[0], MIN_RING_POSITIONS))
    .map((rings) =>
      rings
        .filter((ring) => drawable(ring, MIN_RING_POSITIONS))
        .map((ring) => simplified(ring, project))
        .filter((path) => path.length > 0),
    )
    .filter((rings) => rings.length > 0);
  const lines = linesOf(geometry)
    .filter((line) => drawable(line, MIN_LINE_POSITIONS))
    .map((line) => simplified(line, project))
    .filter((path) => path.length > 0);
  let ink = 0;
  for (const rings of areas) for (const ring of rings) ink += inkOf(ring);
  for (const line of lines) ink += inkOf(line);
  return { areas, lines, ink };
}

/**
 * Within the place's own ink it is drawn as it is; past it, as its convex hull (an area): a shape that
 * dense covers its hull in a picture anyway, and drawing it would cost the square of its positions.
 */
function withinPlaceInk(drawn: Drawn, limit: number): Drawn {
  if (drawn.ink <= limit) return drawn;
  const hull = convexHull([...drawn.areas.flat(), ...drawn.lines]);
  return { areas: hull.length >= 6 ? [[hull]] : [], lines: [], ink: inkOf(hull) };
}

const areaData = (rings: readonly IntPath[]) => rings.map((ring) => pathData(ring, true)).join('');

/** The event loop's turn: other requests are answered between slices of a large village. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Every place with a geometry, its box and colour, pausing every SLICE places: made once per version of
 * the data, so a link preview of one place does not read every geometry again.
 */
export async function placedOf(
  categories: readonly PublicCategory[],
  pause: () => Promise<void> = nextTurn,
): Promise<Placed[]> {
  const places: Placed[] = [];
  let handled = 0;
  for (const category of categories) {
    const color = colorOf(category.color);
    for (const map of category.maps) {
      if (++handled % SLICE === 0) await pause();
      const geometry = asGeometry(map.geometry);
      if (!geometry) continue;
      const box = bboxOf(geometry);
      if (!finiteBox(box)) continue;
      places.push({ slug: map.slug, geometry, box, color });
    }
  }
  return places;
}

/**
 * The marks of the boundary and the places within `seen`, grouped by colour so each style is written
 * once: fills as paths in a group, lines in pieces of a few segments, points as zero-length round strokes
 * over white ones (their rings), one mark a cell. The focused place comes last, larger. What they cost is
 * bounded by `budget` (picture-budget.ts): the focus and the boundary are drawn first, then the places in
 * order while the picture's ink lasts.
 */
async function marksOf(
  places: readonly Placed[],
  focusSlug: string | undefined,
  boundary: PetaGeometry | null,
  project: Project,
  seen: BBox,
  style: MarkStyle,
  budget: InkBudget,
  pause: () => Promise<void>,
): Promise<string> {
  const groups = new Map<string, { fills: string[]; lines: IntPath[]; points: string[] }>();
  const focusMarks: string[] = [];
  const cells = new Set<number>();
  const cellRow = 1 << 16;
  const drawnWithin = (geometry: PetaGeometry) => {
    const drawn = withinPlaceInk(drawnOf(geometry, project), budget.placeLimit);
    return budget.spend(drawn.ink) ? drawn : undefined;
  };

  const focus = focusSlug === undefined ? undefined : places.find((place) => place.slug === focusSlug);
  if (focus) {
    const { color } = focus;
    const drawn = drawnWithin(focus.geometry);
    for (const rings of drawn?.areas ?? [])
      focusMarks.push(
        `<path d="${areaData(rings)}" fill="${color}" fill-opacity="0.3" stroke="${color}" stroke-width="5" fill-rule="evenodd"/>`,
      );
    for (const data of chunkedLineData(drawn?.lines ?? []))
      focusMarks.push(
        `<path d="${data}" fill="none" stroke="${color}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`,
      );
    for (const position of pointsOf(focus.geometry).slice(0, CHUNK_POINTS)) {
      const [x, y] = project(position).map(Math.round) as [number, number];
      focusMarks.push(
        `<circle cx="${x}" cy="${y}" r="17" fill="${color}" stroke="#ffffff" stroke-width="5"/><circle cx="${x}" cy="${y}" r="22" fill="none" stroke="#0f172a" stroke-width="2"/>`,
      );
    }
  }
  const boundaryDrawn = boundary ? drawnWithin(boundary) : undefined;

  let handled = 0;
  for (const place of places) {
    if (++handled % SLICE === 0) await pause();
    if (place === focus || !overlaps(place.box, seen)) continue;
    const { geometry, color } = place;
    let group = groups.get(color);
    if (!group) {
      group = { fills: [], lines: [], points: [] };
      groups.set(color, group);
    }
    if (geometry.type !== 'Point' && geometry.type !== 'MultiPoint') {
      const drawn = drawnWithin(geometry);
      if (!drawn) continue;
      for (const rings of drawn.areas) group.fills.push(`<path d="${areaData(rings)}"/>`);
      group.lines.push(...drawn.lines);
      continue;
    }
    for (const position of pointsOf(geometry)) {
      const [x, y] = project(position).map(Math.round) as [number, number];
      const cell = Math.round(y / POINT_CELL) * cellRow + Math.round(x / POINT_CELL);
      if (cells.has(cell)) continue;
      cells.add(cell);
      group.points.push(`M${x} ${y}h0`);
    }
  }
  const { color: boundaryColor, fillOpacity: boundaryOpacity } = MAP_STYLE.boundary;
  const marks = (boundaryDrawn?.areas ?? []).map(
    (rings) =>
      `<path d="${areaData(rings)}" fill="${boundaryColor}" fill-opacity="${boundaryOpacity}" stroke="${boundaryColor}" stroke-width="${style.boundary.widthPixels}" fill-rule="evenodd"/>`,
  );
  for (const [color, group] of groups)
    if (group.fills.length)
      marks.push(
        `<g fill="${color}" fill-opacity="${MAP_STYLE.fill.opacity}" stroke="${color}" stroke-width="${style.outline.widthPixels}" fill-rule="evenodd">${group.fills.join('')}</g>`,
      );
  for (const [color, group] of groups)
    for (const data of chunkedLineData(group.lines))
      marks.push(
        `<path d="${data}" fill="none" stroke="${color}" stroke-width="${style.line.widthPixels}" stroke-linecap="round" stroke-linejoin="round"/>`,
      );
  // A marker: a zero-length round stroke in the ring's colour, the disc's stroke over it.
  const { diameterPixels, ringPixels, opacity } = style.point;
  for (const [color, group] of groups)
    for (let i = 0; i < group.points.length; i += CHUNK_POINTS) {
      const data = group.points.slice(i, i + CHUNK_POINTS).join('');
      marks.push(
        `<path d="${data}" stroke="${MAP_STYLE.point.ringColor}" stroke-width="${diameterPixels + 2 * ringPixels}" stroke-linecap="round"/><path d="${data}" stroke="${color}" stroke-opacity="${opacity}" stroke-width="${diameterPixels}" stroke-linecap="round"/>`,
      );
    }
  return marks.join('') + focusMarks.join('');
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

/** The view box grown by a quarter of its spans: what may still show a mark inside the picture. */
function seenBox(view: BBox): BBox {
  const margin = (view[2] - view[0] + view[3] - view[1]) / 4;
  return [view[0] - margin, view[1] - margin, view[2] + margin, view[3] + margin];
}

export async function previewSvg(
  input: PreviewInput,
  pause: () => Promise<void> = nextTurn,
): Promise<string> {
  const { places } = input;
  const boundary = asGeometry(input.boundary);
  const focused = input.focus === undefined ? undefined : places.find((place) => place.slug === input.focus);
  let view: BBox | null = focused ? placeBox(focused.box) : null;
  if (!view) {
    for (const place of places) view = unionBox(view, place.box);
    const boundaryBox = boundary ? bboxOf(boundary) : null;
    if (boundaryBox && finiteBox(boundaryBox)) view = unionBox(view, boundaryBox);
  }
  let marks = '';
  if (view) {
    const [x0, y1] = mercator([view[0], view[1]]);
    const [x1, y0] = mercator([view[2], view[3]]);
    const scale = Math.min(
      (PREVIEW_WIDTH - 2 * PADDING) / Math.max(x1 - x0, 1e-9),
      (MAP_HEIGHT - 2 * PADDING) / Math.max(y1 - y0, 1e-9),
    );
    const offsetX = PREVIEW_WIDTH / 2 - ((x0 + x1) / 2) * scale;
    const offsetY = MAP_HEIGHT / 2 - ((y0 + y1) / 2) * scale;
    const project: Project = (position) => {
      const [x, y] = mercator(position);
      return [x * scale + offsetX, y * scale + offsetY];
    };
    // Markers shrink as a village fills up, so its categories still show side by side.
    const points = places.reduce((sum, place) => sum + pointsOf(place.geometry).length, 0);
    const radius = points <= 300 ? 9 : points <= 3_000 ? 6 : 4;
    const style: MarkStyle = {
      point: { diameterPixels: radius * 2, ringPixels: radius / 4, opacity: 1 },
      line: { widthPixels: 4 },
      outline: { widthPixels: 2 },
      boundary: { widthPixels: 3 },
    };
    const budget = new InkBudget(PREVIEW_WIDTH + MAP_HEIGHT);
    marks = await marksOf(places, focused?.slug, boundary, project, seenBox(view), style, budget, pause);
  }
  const title = escapeXml(shorten(input.title, 42));
  const subtitle = escapeXml(shorten(input.subtitle, 80));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" viewBox="0 0 ${PREVIEW_WIDTH} ${PREVIEW_HEIGHT}">`,
    `<rect width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" fill="#eef3f1"/>`,
    marks,
    `<rect y="${MAP_HEIGHT}" width="${PREVIEW_WIDTH}" height="${BAND}" fill="#0f766e"/>`,
    `<text x="${PADDING}" y="${MAP_HEIGHT + 54}" font-family="${FONT}" font-size="40" font-weight="bold" fill="#ffffff">${title}</text>`,
    `<text x="${PADDING}" y="${MAP_HEIGHT + 94}" font-family="${FONT}" font-size="24" fill="#d1fae5">${subtitle}</text>`,
    `<text x="${PREVIEW_WIDTH - PADDING}" y="${MAP_HEIGHT + 54}" text-anchor="end" font-family="${FONT}" font-size="22" fill="#99f6e4">PetaDesa</text>`,
    '</svg>',
  ].join('');
}

/**
 * Where the first picture puts the world: its viewBox (width and height in units) and the projection of a
 * position into it. Null when there is nothing to draw or the places are so close together that the live
 * map would stop at its closest zoom instead (the picture would not match). The places that may be tapped
 * in it (first-picture-places.ts) are projected by the same frame.
 */
export interface PictureFrame {
  width: number;
  height: number;
  project: Project;
}

export function firstPictureFrame(places: readonly Placed[]): PictureFrame | null {
  if (places.length > FIRST_PICTURE_MAX_PLACES) return null;
  let box: BBox | null = null;
  for (const place of places) box = unionBox(box, place.box);
  if (!box) return null;
  const [x0, y1] = mercator([box[0], box[1]]);
  const [x1, y0] = mercator([box[2], box[3]]);
  const width = x1 - x0;
  const height = y1 - y0;
  // The live map's closest fit (web-map zoom 18) shows about 0.6 m a pixel: a box under a kilometre
  // could reach it on a large screen.
  const metres =
    Math.max(width, height) * EARTH_CIRCUMFERENCE_M * Math.cos(((box[1] + box[3]) / 2) * (Math.PI / 180));
  if (metres < 1000) return null;
  const scale = FIRST_PICTURE_UNITS / (Math.max(width, height) * 1.2);
  const left = (x0 - width * 0.1) * scale;
  const top = (y0 - height * 0.1) * scale;
  return {
    width: Math.round(width * 1.2 * scale),
    height: Math.round(height * 1.2 * scale),
    project: (position) => {
      const [x, y] = mercator(position);
      return [x * scale - left, y * scale - top];
    },
  };
}

/**
 * The live map's first view of every place as SVG with no size of its own: its viewBox is the places' box
 * in Web Mercator grown by 10% on every side (`firstPictureFrame`), so an image that fits it into the map's
 * area (`contain`) shows what the live map's first fit shows (spec section 9), whatever the screen. Strokes
 * keep their screen widths, as the live map's markers, lines and outlines do (both draw MAP_STYLE: markers
 * 12 px across in a 2 px white ring, lines 3 px, outlines 2 px). Null when there is no frame, or when it
 * would be too large to send inline (more than FIRST_PICTURE_MAX_PLACES places are not tried).
 */
export async function firstPictureSvg(
  places: readonly Placed[],
  boundaryValue: unknown,
  pause: () => Promise<void> = nextTurn,
): Promise<string | null> {
  const frame = firstPictureFrame(places);
  if (!frame) return null;
  const { project, width, height } = frame;
  const all: BBox = [-180, -90, 180, 90];
  const budget = new InkBudget(width + height);
  const marks = await marksOf(
    places,
    undefined,
    asGeometry(boundaryValue),
    project,
    all,
    MAP_STYLE,
    budget,
    pause,
  );
  // Every stroke keeps its width in screen pixels however the picture is scaled (not inherited: a rule).
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}"><style>*{vector-effect:non-scaling-stroke}</style>${marks}</svg>`;
  return svg.length <= FIRST_PICTURE_MAX_BYTES ? svg : null;
}
