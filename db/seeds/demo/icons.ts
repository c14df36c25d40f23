import { encodePng } from './png.ts';

export const ICON_SIZE = 32;

/** 8x8 glyphs, scaled up: a readable sign of what each category holds. */
const GLYPHS = {
  office: ['...##...', '..####..', '.######.', '########', '.#.##.#.', '.#.##.#.', '.#.##.#.', '########'],
  school: ['........', '########', '#..##..#', '#..##..#', '####.###', '#..##..#', '#..##..#', '########'],
  mosque: ['...##...', '..####..', '.######.', '.######.', '########', '#.####.#', '#.#..#.#', '########'],
  health: ['...##...', '...##...', '...##...', '########', '########', '...##...', '...##...', '...##...'],
  road: ['#......#', '#..#...#', '#......#', '#..#...#', '#......#', '#..#...#', '#......#', '#..#...#'],
  field: ['...#....', '..###...', '.#.#.#..', '...#..#.', '.#.#.###', '..###.#.', '...#..#.', '########'],
  boundary: ['#.#.#.#.', '........', '#......#', '........', '#......#', '........', '#......#', '.#.#.#.#'],
  public: ['.#......', '.####...', '.#####..', '.####...', '.#......', '.#......', '.#......', '####....'],
} as const;
export type Glyph = keyof typeof GLYPHS;

function rgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** A filled circle in the category colour with a white glyph in the middle. */
export function makeCategoryIcon(color: string, glyph: Glyph): Buffer {
  const [r, g, b] = rgb(color);
  const pixels = new Uint8Array(ICON_SIZE * ICON_SIZE * 4);
  const centre = (ICON_SIZE - 1) / 2;
  const rows = GLYPHS[glyph];
  for (let y = 0; y < ICON_SIZE; y++) {
    for (let x = 0; x < ICON_SIZE; x++) {
      const offset = (y * ICON_SIZE + x) * 4;
      if (Math.hypot(x - centre, y - centre) > ICON_SIZE / 2 - 0.5) continue;
      const gx = Math.floor((x - 4) / 3);
      const gy = Math.floor((y - 4) / 3);
      const inGlyph = gx >= 0 && gx < 8 && gy >= 0 && gy < 8 && rows[gy]![gx] === '#';
      pixels.set(inGlyph ? [255, 255, 255, 255] : [r, g, b, 255], offset);
    }
  }
  return encodePng(ICON_SIZE, ICON_SIZE, pixels);
}
