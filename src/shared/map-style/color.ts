/** Colours as the map keeps them: 0–255 channels, from the categories' `#rrggbb`. Pure. */

export type Rgb = [r: number, g: number, b: number];

/** Spec section 9: the default marker colour. */
export const DEFAULT_MARKER_COLOR = '#0ea5e9';

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** `#rgb` or `#rrggbb` (alpha ignored); anything else is the fallback, so a bad category colour still draws. */
export function parseHexColor(text: string | null | undefined, fallback = DEFAULT_MARKER_COLOR): Rgb {
  const match =
    HEX.exec((text ?? '').trim().slice(0, 7)) ?? HEX.exec(fallback) ?? HEX.exec(DEFAULT_MARKER_COLOR)!;
  let hex = match[1]!;
  if (hex.length === 3) hex = [...hex].map((digit) => digit + digit).join('');
  return [
    Number.parseInt(hex.slice(0, 2), 16),
    Number.parseInt(hex.slice(2, 4), 16),
    Number.parseInt(hex.slice(4, 6), 16),
  ];
}

/** `#rrggbb`, lower case. */
export function hexOf([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** An opacity (0..1) as the byte the engine's colour buffers hold. */
export function alphaByte(opacity: number): number {
  return Math.round(opacity * 255);
}
