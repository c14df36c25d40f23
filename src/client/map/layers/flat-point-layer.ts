import { color, picking, project32 } from '@deck.gl/core';
import { parseHexColor } from '../../../shared/map-style/color.ts';
import { MAP_STYLE, markerRadii } from '../../../shared/map-style/map-style.ts';
import { FlatLayer } from './flat-layer.ts';
import { flatProjection } from './flat-projection.ts';

/**
 * Circle markers drawn as one plain (non-instanced) triangle list: four vertices per point, every vertex
 * carrying its point's values. deck.gl's ScatterplotLayer draws one instance per point, and software
 * WebGL (SwiftShader: CI, and browsers without a usable GPU) pays a fixed cost per instance that made
 * 10 000 markers take hundreds of milliseconds a frame; the same quads without instancing cost a third.
 * See docs/decisions/0010-flat-map-layers.md.
 */

export interface FlatPointProps {
  radiusPixels?: number;
  strokePixels?: number;
  /** With an icon (flat-icon-layer.ts): the icon's side, in pixels, centred in the circle. */
  iconPixels?: number;
}

const uniformBlock = /* glsl */ `\
layout(std140) uniform flatPointUniforms {
  float radiusPixels;
  float strokePixels;
  float iconPixels;
} flatPoint;
`;

const flatPointUniforms = {
  name: 'flatPoint',
  vs: uniformBlock,
  fs: uniformBlock,
  uniformTypes: { radiusPixels: 'f32', strokePixels: 'f32', iconPixels: 'f32' },
} as const;

// One marker shader for both layers: MARKER_ICON (set by flat-icon-layer.ts) adds the icon's frame in the
// atlas and its texel over the fill; without it the preprocessor leaves the plain circle's code alone.
// The shaders' notes stay out of their text (every byte of it is sent to the browser):
// - a point's four vertices are the corners of a square around it, (-1,-1) (1,-1) (1,1) (-1,1), drawn as
//   triangles 012 and 023; the square reaches one pixel beyond the ring, room for the soft edge;
// - the icon is a square centred in the disc, its top row (v0) at the top of the screen; picking keeps the
//   flat colour.

/** The ring's colour as GLSL's vec3 (0..1 channels), written into the shader: no uniform to set. */
const ringColor = parseHexColor(MAP_STYLE.point.ringColor)
  .map((channel) => (channel / 255).toFixed(6))
  .join(', ');

const vs = /* glsl */ `\
#version 300 es
#define SHADER_NAME flat-point-layer-vertex-shader

in vec2 positions;
in vec2 positions64Low;
in vec4 colors;
in vec4 pickingColors;
in float shown;
#ifdef MARKER_ICON
in vec4 iconFrames;
out vec4 vFrame;
#endif

out vec4 vFillColor;
out vec2 unitPosition;

void main(void) {
  int corner = gl_VertexID % 4;
  unitPosition = vec2(
    corner == 1 || corner == 2 ? 1.0 : -1.0,
    corner >= 2 ? 1.0 : -1.0
  );
  geometry.uv = unitPosition;
  geometry.pickingColor = pickingColors.rgb;
  vFillColor = vec4(colors.rgb, colors.a * layer.opacity);
#ifdef MARKER_ICON
  vFrame = iconFrames;
#endif
  if (shown < 0.5) {
    gl_Position = vec4(0.0);
    return;
  }
  vec2 fromEye;
  gl_Position = flat_project_to_clipspace(positions, positions64Low, fromEye);
  geometry.position = vec4(fromEye, 0.0, 1.0);
  DECKGL_FILTER_GL_POSITION(gl_Position, geometry);
  float outer = flatPoint.radiusPixels + flatPoint.strokePixels * 0.5 + 1.0;
  gl_Position.xy += project_pixel_size_to_clipspace(unitPosition * outer);
  DECKGL_FILTER_COLOR(vFillColor, geometry);
}
`;

const fs = /* glsl */ `\
#version 300 es
#define SHADER_NAME flat-point-layer-fragment-shader

precision highp float;

in vec4 vFillColor;
in vec2 unitPosition;
#ifdef MARKER_ICON
uniform sampler2D iconAtlas;
in vec4 vFrame;
#endif

out vec4 fragColor;

void main(void) {
  geometry.uv = unitPosition;
  float outer = flatPoint.radiusPixels + flatPoint.strokePixels * 0.5;
  float fromCentre = length(unitPosition) * (outer + 1.0);
  float inside = clamp(outer - fromCentre + 0.5, 0.0, 1.0);
  if (inside == 0.0) discard;
  float onStroke = clamp(fromCentre - (outer - flatPoint.strokePixels) + 0.5, 0.0, 1.0);
  vec4 fill = vFillColor;
#ifdef MARKER_ICON
  vec2 inIcon = unitPosition * (outer + 1.0) / flatPoint.iconPixels + 0.5;
  if (picking.isActive < 0.5 && all(greaterThanEqual(inIcon, vec2(0.0))) && all(lessThanEqual(inIcon, vec2(1.0)))) {
    vec4 texel = texture(iconAtlas, mix(vFrame.xy, vFrame.zw, vec2(inIcon.x, 1.0 - inIcon.y)));
    fill.rgb = mix(fill.rgb, texel.rgb, texel.a);
  }
#endif
  fragColor = mix(fill, vec4(vec3(${ringColor}), layer.opacity), onStroke);
  fragColor.a *= inside;
  DECKGL_FILTER_COLOR(fragColor, geometry);
}
`;

export class FlatPointLayer<ExtraProps extends object = object> extends FlatLayer<
  ExtraProps & Required<FlatPointProps>
> {
  static override layerName = 'FlatPointLayer';
  static override defaultProps = { ...markerRadii(MAP_STYLE.point), iconPixels: 0 };

  protected override flatShaders() {
    return { vs, fs, modules: [project32, flatProjection, color, picking, flatPointUniforms] };
  }

  protected override uniforms() {
    const { radiusPixels, strokePixels, iconPixels } = this.props;
    return { flatPoint: { radiusPixels, strokePixels, iconPixels } };
  }
}
