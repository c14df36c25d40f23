export type Random = () => number;

/** mulberry32: tiny, fast and good enough to scatter demo shapes; same seed, same sequence everywhere. */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * One stream per feature, keyed by its name, so adding or reordering a place never moves the others.
 */
export function randomFor(key: string): Random {
  // FNV-1a
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return mulberry32(hash);
}

/** Uniform in [-1, 1). */
export function signed(random: Random): number {
  return random() * 2 - 1;
}
