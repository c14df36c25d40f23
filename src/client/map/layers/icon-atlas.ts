/**
 * The icons of the places, packed into one picture that a single texture holds: cells of ICON_CELL px in
 * rows, each icon fitted into its cell keeping its shape. Frames are [u0, v0, u1, v1] in texture units,
 * with v = 0 at the picture's top row.
 */

/** Pixels of one icon's cell: twice the size it is drawn at, so linear filtering stays sharp. */
export const ICON_CELL = 32;

export type IconFrame = [u0: number, v0: number, u1: number, v1: number];

export interface IconAtlas {
  /** The packed picture, for the texture. */
  image: HTMLCanvasElement;
  frames: Map<string, IconFrame>;
}

/** Where `count` cells go in a square-ish grid: the picture's size and each cell's frame. Pure. */
export function packCells(count: number): { width: number; height: number; frames: IconFrame[] } {
  const columns = Math.max(1, Math.ceil(Math.sqrt(count)));
  const rows = Math.max(1, Math.ceil(count / columns));
  const width = columns * ICON_CELL;
  const height = rows * ICON_CELL;
  const frames: IconFrame[] = [];
  for (let i = 0; i < count; i++) {
    const x = (i % columns) * ICON_CELL;
    const y = Math.floor(i / columns) * ICON_CELL;
    frames.push([x / width, y / height, (x + ICON_CELL) / width, (y + ICON_CELL) / height]);
  }
  return { width, height, frames };
}

async function loadImage(url: string): Promise<HTMLImageElement | null> {
  const image = new Image();
  image.decoding = 'async';
  image.src = url;
  try {
    await image.decode();
    return image;
  } catch {
    // An icon that does not load leaves its places with the plain circle.
    return null;
  }
}

/** Loads the icons (those that fail are left out) and packs them; null when none loaded. */
export async function loadIconAtlas(urls: readonly string[]): Promise<IconAtlas | null> {
  const loaded = (await Promise.all(urls.map(async (url) => [url, await loadImage(url)] as const))).filter(
    (entry): entry is readonly [string, HTMLImageElement] => entry[1] !== null,
  );
  if (loaded.length === 0) return null;
  const { width, height, frames } = packCells(loaded.length);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  const byUrl = new Map<string, IconFrame>();
  loaded.forEach(([url, image], index) => {
    const frame = frames[index]!;
    const scale = Math.min(ICON_CELL / image.naturalWidth, ICON_CELL / image.naturalHeight);
    const w = image.naturalWidth * scale;
    const h = image.naturalHeight * scale;
    const x = frame[0] * width + (ICON_CELL - w) / 2;
    const y = frame[1] * height + (ICON_CELL - h) / 2;
    context.drawImage(image, x, y, w, h);
    byUrl.set(url, frame);
  });
  return { image: canvas, frames: byUrl };
}
