import { representativePoint } from '../../../shared/geo/representative-point.ts';
import type { PetaGeometry, Position } from '../../../shared/geo/types.ts';

/**
 * Where the names of places go on the map, and which of them fit: roads along their line, areas inside
 * them, points beside their marker, and no two names over one another. Placed on the CPU once the view
 * rests (a few hundred names at most are in view), so a gesture's frames carry no collision pass. Pure.
 */

/** More names than this would be a wall of text on any screen; the first ones in priority order win. */
export const MAX_LABELS = 300;
export const LABEL_FONT_PX = 12;
/** The text's box is this much larger on every side, so neighbouring names keep a gap. */
const LABEL_PADDING_PX = 3;
/** A point's name starts this far right of its position, past the largest marker (12 px radius). */
export const POINT_LABEL_OFFSET_PX = 15;

export type LabelKind = 'point' | 'line' | 'area';

export interface LabelAnchor {
  kind: LabelKind;
  position: Position;
  /** For a line: a second position along it, giving the text's direction on screen. */
  toward?: Position;
}

/** Points first (the most specific), then lines, then areas, whose names matter least at a street's view. */
const PRIORITY: Record<LabelKind, number> = { point: 0, line: 1, area: 2 };

/** Where a place's name is anchored; null for a place without a usable shape. */
export function labelAnchor(geometry: PetaGeometry | null): LabelAnchor | null {
  if (!geometry) return null;
  switch (geometry.type) {
    case 'Point':
    case 'MultiPoint': {
      const position = representativePoint(geometry);
      return position ? { kind: 'point', position } : null;
    }
    case 'LineString':
      return lineAnchor(geometry.coordinates);
    case 'MultiLineString':
      return lineAnchor(longest(geometry.coordinates));
    default: {
      const position = representativePoint(geometry);
      return position ? { kind: 'area', position } : null;
    }
  }
}

const distance = (a: Position, b: Position) => Math.hypot(b[0]! - a[0]!, b[1]! - a[1]!);

function lengthOf(line: Position[]): number {
  let total = 0;
  for (let i = 1; i < line.length; i++) total += distance(line[i - 1]!, line[i]!);
  return total;
}

function longest(lines: Position[][]): Position[] {
  let best: Position[] = [];
  let bestLength = -1;
  for (const line of lines) {
    const length = lengthOf(line);
    if (length > bestLength) [best, bestLength] = [line, length];
  }
  return best;
}

/** The middle of the line by length, with the far end of the segment it lies on. */
function lineAnchor(line: Position[]): LabelAnchor | null {
  if (line.length < 2) return null;
  const half = lengthOf(line) / 2;
  let walked = 0;
  for (let i = 1; i < line.length; i++) {
    const a = line[i - 1]!;
    const b = line[i]!;
    const step = distance(a, b);
    if (step > 0 && walked + step >= half) {
      const t = (half - walked) / step;
      return {
        kind: 'line',
        position: [a[0]! + (b[0]! - a[0]!) * t, a[1]! + (b[1]! - a[1]!) * t],
        toward: b,
      };
    }
    walked += step;
  }
  return null;
}

export interface LabelCandidate {
  index: number;
  text: string;
  anchor: LabelAnchor;
}

export interface PlacedLabel {
  index: number;
  text: string;
  kind: LabelKind;
  position: Position;
  /** Degrees counter-clockwise on screen (deck.gl's TextLayer), 0 unless along a line; never upside down. */
  angle: number;
}

export interface PlacementView {
  width: number;
  height: number;
  /** Screen pixels (y down) of a position. */
  project: (position: Position) => number[];
}

/** Axis-aligned screen boxes already taken, in a grid of cells so each test looks at its neighbours only. */
class BoxGrid {
  private readonly cells = new Map<number, number[][]>();
  private static readonly CELL = 64;

  private keys([left, top, right, bottom]: number[], visit: (key: number) => boolean): boolean {
    const c = BoxGrid.CELL;
    for (let x = Math.floor(left! / c); x <= Math.floor(right! / c); x++)
      for (let y = Math.floor(top! / c); y <= Math.floor(bottom! / c); y++)
        if (visit((x + 1024) * 4096 + (y + 1024))) return true;
    return false;
  }

  collides(box: number[]): boolean {
    return this.keys(box, (key) =>
      (this.cells.get(key) ?? []).some(
        (other) => box[0]! < other[2]! && box[2]! > other[0]! && box[1]! < other[3]! && box[3]! > other[1]!,
      ),
    );
  }

  add(box: number[]): void {
    this.keys(box, (key) => {
      const list = this.cells.get(key);
      if (list) list.push(box);
      else this.cells.set(key, [box]);
      return false;
    });
  }
}

/** Screen angle of a line's text, turned to read left to right. */
function readingAngle(from: number[], to: number[]): number {
  // Screen y grows downward; TextLayer's angle turns counter-clockwise.
  let angle = (Math.atan2(-(to[1]! - from[1]!), to[0]! - from[0]!) * 180) / Math.PI;
  if (angle > 90) angle -= 180;
  if (angle < -90) angle += 180;
  return angle;
}

/**
 * The names that fit in the view, by priority (points, lines, areas; then the order given), none
 * overlapping another, at most MAX_LABELS. `measure` gives a text's width in pixels at LABEL_FONT_PX.
 */
export function placeLabels(
  candidates: readonly LabelCandidate[],
  view: PlacementView,
  measure: (text: string) => number,
): PlacedLabel[] {
  // Those in view first, then sorted: at a street's view of a large village most are far outside.
  const inView: { candidate: LabelCandidate; at: number[] }[] = [];
  for (const candidate of candidates) {
    const at = view.project(candidate.anchor.position);
    if (at[0]! >= 0 && at[0]! <= view.width && at[1]! >= 0 && at[1]! <= view.height)
      inView.push({ candidate, at });
  }
  inView.sort(
    (a, b) =>
      PRIORITY[a.candidate.anchor.kind] - PRIORITY[b.candidate.anchor.kind] ||
      a.candidate.index - b.candidate.index,
  );
  const taken = new BoxGrid();
  const placed: PlacedLabel[] = [];
  const height = LABEL_FONT_PX * 1.25;
  for (const {
    candidate: { index, text, anchor },
    at,
  } of inView) {
    if (placed.length >= MAX_LABELS) break;
    const x = at[0]!;
    const y = at[1]!;
    const width = measure(text);
    let angle = 0;
    let box: number[];
    if (anchor.kind === 'point') {
      box = [x + POINT_LABEL_OFFSET_PX, y - height / 2, x + POINT_LABEL_OFFSET_PX + width, y + height / 2];
    } else {
      let [halfW, halfH] = [width / 2, height / 2];
      if (anchor.kind === 'line' && anchor.toward) {
        angle = readingAngle(at, view.project(anchor.toward));
        const radians = (angle * Math.PI) / 180;
        const [cos, sin] = [Math.abs(Math.cos(radians)), Math.abs(Math.sin(radians))];
        [halfW, halfH] = [halfW * cos + halfH * sin, halfW * sin + halfH * cos];
      }
      box = [x - halfW, y - halfH, x + halfW, y + halfH];
    }
    const padded = [
      box[0]! - LABEL_PADDING_PX,
      box[1]! - LABEL_PADDING_PX,
      box[2]! + LABEL_PADDING_PX,
      box[3]! + LABEL_PADDING_PX,
    ];
    if (padded[2]! > view.width || padded[0]! < 0 || taken.collides(padded)) continue;
    taken.add(padded);
    placed.push({ index, text, kind: anchor.kind, position: anchor.position, angle });
  }
  return placed;
}
