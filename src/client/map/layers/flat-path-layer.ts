import { color, picking, project32 } from '@deck.gl/core';
import { MAP_STYLE } from '../../../shared/map-style/map-style.ts';
import { QUAD_VERTICES } from '../buffers/feature-buffers.ts';
import { FlatLayer, plainColorFragmentShader } from './flat-layer.ts';
import { flatProjection } from './flat-projection.ts';

/**
 * Lines of a fixed pixel width drawn as one plain (non-instanced) triangle list: each segment is a quad
 * of four vertices that all carry the segment's start; the end is read from the same buffer four vertices
 * on (the next segment's start), so a path of n vertices costs n quads, the last one hidden. Segments get
 * square ends half a width long, which closes the joints of opaque lines. deck.gl's PathLayer draws a
 * segment per instance, and software WebGL pays a fixed cost per instance (see flat-point-layer.ts and
 * docs/decisions/0010-flat-map-layers.md).
 */

interface FlatPathProps {
  widthPixels?: number;
}

const uniformBlock = /* glsl */ `\
layout(std140) uniform flatPathUniforms {
  float widthPixels;
} flatPath;
`;

const flatPathUniforms = {
  name: 'flatPath',
  vs: uniformBlock,
  fs: uniformBlock,
  uniformTypes: { widthPixels: 'f32' },
} as const;

// A segment's four vertices are the corners of its quad as (end, side): (0,+) (0,-) (1,-) (1,+), drawn as
// triangles 012 and 023 (the note stays out of the shader's text: every byte of it is sent to the browser).
const vs = /* glsl */ `\
#version 300 es
#define SHADER_NAME flat-path-layer-vertex-shader

in vec2 positions;
in vec2 positions64Low;
in vec2 nextPositions;
in vec2 nextPositions64Low;
in vec4 colors;
in vec4 pickingColors;
in float shown;

out vec4 vColor;

void main(void) {
  int corner = gl_VertexID % 4;
  float atEnd = corner >= 2 ? 1.0 : 0.0;
  float side = corner == 0 || corner == 3 ? 1.0 : -1.0;
  geometry.pickingColor = pickingColors.rgb;
  vColor = vec4(colors.rgb, colors.a * layer.opacity);
  if (shown < 0.5) {
    gl_Position = vec4(0.0);
    return;
  }
  vec2 startFromEye;
  vec2 endFromEye;
  vec4 start = flat_project_to_clipspace(positions, positions64Low, startFromEye);
  vec4 end = flat_project_to_clipspace(nextPositions, nextPositions64Low, endFromEye);
  geometry.position = vec4(mix(startFromEye, endFromEye, atEnd), 0.0, 1.0);
  vec4 p = mix(start, end, atEnd);
  vec2 along = (end.xy - start.xy) * project.viewportSize;
  float pixels = length(along);
  vec2 direction = pixels > 0.0 ? along / pixels : vec2(1.0, 0.0);
  vec2 normal = vec2(-direction.y, direction.x);
  float halfWidth = flatPath.widthPixels * 0.5;
  vec2 offset = (normal * side + direction * (atEnd * 2.0 - 1.0)) * halfWidth;
  DECKGL_FILTER_GL_POSITION(p, geometry);
  gl_Position = p + vec4(project_pixel_size_to_clipspace(offset), 0.0, 0.0);
  DECKGL_FILTER_COLOR(vColor, geometry);
}
`;

export class FlatPathLayer extends FlatLayer<Required<FlatPathProps>> {
  static override layerName = 'FlatPathLayer';
  static override defaultProps = { widthPixels: MAP_STYLE.outline.widthPixels };

  protected override flatShaders() {
    return {
      vs,
      fs: plainColorFragmentShader,
      modules: [project32, flatProjection, color, picking, flatPathUniforms],
    };
  }

  protected override positionsOptions() {
    return { shaderAttributes: { nextPositions: { vertexOffset: QUAD_VERTICES } } };
  }

  protected override uniforms() {
    return { flatPath: { widthPixels: this.props.widthPixels } };
  }
}
