import type { Viewport } from '@deck.gl/core';

/**
 * The flat layers' own projection, in place of deck.gl's `project_position_to_clipspace`. deck.gl's
 * function handles every coordinate system and projection mode (globe, Mercator with its own tangent,
 * offsets) in branches on uniforms, so every pipeline that calls it compiles all of them: on software
 * WebGL a marker pipeline took 85 ms to compile at its first draw and a line pipeline (two calls) 140 ms,
 * against about 40 ms each with this module (decision 0015). Positions come Web Mercator projected on
 * the CPU instead (src/shared/map-style/projection.ts: deck.gl's common space, the world 512 units
 * wide), as offsets from the layer's origin; the shader measures them from the view's centre ("relative
 * to eye"), so float32 keeps them exact near the centre however far the origin is, and maps them to clip
 * space linearly (no pitch or rotation on these maps, and Mercator is linear in common space).
 */

// flat_project_to_clipspace: a position given as common-space offsets from the layer's origin, split into
// a float32 high part and the rest (zero for a layer uploaded as float32), measured from the view's
// centre, then clip space.
const uniformBlock = /* glsl */ `\
layout(std140) uniform flatProjectionUniforms {
  vec4 eyeClip;
  vec4 xAxis;
  vec4 yAxis;
  vec2 eyeHigh;
  vec2 eyeLow;
} flatProjection;

vec4 flat_project_to_clipspace(vec2 high, vec2 low, out vec2 fromEye) {
  fromEye = (high - flatProjection.eyeHigh) + (low - flatProjection.eyeLow);
  return flatProjection.eyeClip + flatProjection.xAxis * fromEye.x + flatProjection.yAxis * fromEye.y;
}
`;

// A type, not an interface: luma.gl takes module props as an indexable record.
export type FlatProjectionProps = {
  /** The view's centre in clip space. */
  eyeClip: [number, number, number, number];
  /** Clip space per common unit along x and along y. */
  xAxis: [number, number, number, number];
  yAxis: [number, number, number, number];
  /** The view's centre from the layer's origin, in common units: its float32 value and the rest. */
  eyeHigh: [number, number];
  eyeLow: [number, number];
};

export const flatProjection = {
  name: 'flatProjection',
  vs: uniformBlock,
  uniformTypes: {
    eyeClip: 'vec4<f32>',
    xAxis: 'vec4<f32>',
    yAxis: 'vec4<f32>',
    eyeHigh: 'vec2<f32>',
    eyeLow: 'vec2<f32>',
  },
} as const;

/**
 * The uniforms for a layer whose positions are offsets from `origin` (common units), in float64 here:
 * the view's centre in clip space and the clip-space axes come from deck.gl's view-projection matrix
 * (column-major), the centre's offset from the origin is split into float32 and remainder.
 */
export function flatProjectionProps(
  viewport: Viewport,
  origin: readonly [number, number],
): FlatProjectionProps {
  const m = viewport.viewProjectionMatrix;
  const [eyeX, eyeY] = viewport.center as unknown as [number, number];
  const column = (c: number): [number, number, number, number] => [
    m[c * 4]!,
    m[c * 4 + 1]!,
    m[c * 4 + 2]!,
    m[c * 4 + 3]!,
  ];
  const x = column(0);
  const y = column(1);
  const w = column(3);
  const dx = eyeX - origin[0];
  const dy = eyeY - origin[1];
  const highX = Math.fround(dx);
  const highY = Math.fround(dy);
  return {
    eyeClip: [0, 1, 2, 3].map((i) => x[i]! * eyeX + y[i]! * eyeY + w[i]!) as FlatProjectionProps['eyeClip'],
    xAxis: x,
    yAxis: y,
    eyeHigh: [highX, highY],
    eyeLow: [dx - highX, dy - highY],
  };
}
