import { color, Layer, type LayerProps, picking, project32, type UpdateParameters } from '@deck.gl/core';
import { Model } from '@luma.gl/engine';

/**
 * Circle markers drawn as one plain (non-instanced) triangle list: six vertices per point, every vertex
 * carrying its point's values. deck.gl's ScatterplotLayer draws one instance per point, and software
 * WebGL (SwiftShader: CI, and browsers without a usable GPU) pays a fixed cost per instance that made
 * 10 000 markers take hundreds of milliseconds a frame; the same quads without instancing cost a third.
 * See docs/decisions/0010-flat-map-layers.md.
 */

export interface FlatPointData {
  /** Vertices to draw (six per point). */
  length: number;
  attributes: {
    /** [lng, lat] per vertex. */
    positions: Float64Array;
    /** RGBA per vertex. */
    colors: Uint8ClampedArray;
    /** deck.gl picking colour (the point's index + 1) per vertex. */
    pickingColors: Uint8Array;
    /** 1 to draw the vertex's point, 0 to hide it. */
    shown: Uint8Array;
  };
}

interface FlatPointProps {
  data: FlatPointData;
  radiusPixels?: number;
  strokePixels?: number;
}

const uniformBlock = /* glsl */ `\
layout(std140) uniform flatPointUniforms {
  float radiusPixels;
  float strokePixels;
} flatPoint;
`;

const flatPointUniforms = {
  name: 'flatPoint',
  vs: uniformBlock,
  fs: uniformBlock,
  uniformTypes: { radiusPixels: 'f32', strokePixels: 'f32' },
} as const;

const vs = /* glsl */ `\
#version 300 es
#define SHADER_NAME flat-point-layer-vertex-shader

in vec2 positions;
in vec2 positions64Low;
in vec4 colors;
in vec4 pickingColors;
in float shown;

out vec4 vFillColor;
out vec2 unitPosition;

void main(void) {
  // Two triangles of a square around the point: (-1,-1) (1,-1) (-1,1), (-1,1) (1,-1) (1,1).
  int corner = gl_VertexID % 6;
  unitPosition = vec2(
    corner == 1 || corner == 4 || corner == 5 ? 1.0 : -1.0,
    corner == 2 || corner == 3 || corner == 5 ? 1.0 : -1.0
  );
  geometry.worldPosition = vec3(positions, 0.0);
  geometry.uv = unitPosition;
  geometry.pickingColor = pickingColors.rgb;
  vFillColor = vec4(colors.rgb, colors.a * layer.opacity);
  if (shown < 0.5) {
    gl_Position = vec4(0.0);
    return;
  }
  gl_Position = project_position_to_clipspace(
    vec3(positions, 0.0), vec3(positions64Low, 0.0), vec3(0.0), geometry.position
  );
  DECKGL_FILTER_GL_POSITION(gl_Position, geometry);
  // One pixel beyond the stroke leaves room for the soft edge.
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

out vec4 fragColor;

void main(void) {
  geometry.uv = unitPosition;
  float outer = flatPoint.radiusPixels + flatPoint.strokePixels * 0.5;
  float fromCentre = length(unitPosition) * (outer + 1.0);
  float inside = clamp(outer - fromCentre + 0.5, 0.0, 1.0);
  if (inside == 0.0) discard;
  float onStroke = clamp(fromCentre - (outer - flatPoint.strokePixels) + 0.5, 0.0, 1.0);
  fragColor = mix(vFillColor, vec4(1.0, 1.0, 1.0, layer.opacity), onStroke);
  fragColor.a *= inside;
  DECKGL_FILTER_COLOR(fragColor, geometry);
}
`;

/** The attributes come with the data (`data.attributes`); deck.gl asks for an updater all the same. */
function suppliedWithData(): never {
  throw new Error('flat layers take their attributes from data.attributes');
}

export class FlatPointLayer extends Layer<Required<FlatPointProps> & LayerProps> {
  static override layerName = 'FlatPointLayer';
  static override defaultProps = { radiusPixels: 7, strokePixels: 2 };

  declare state: { model?: Model };

  override getShaders() {
    return super.getShaders({ vs, fs, modules: [project32, color, picking, flatPointUniforms] });
  }

  override initializeState() {
    const attributes = this.getAttributeManager()!;
    // Picking colours come per vertex with the data, not per instance.
    attributes.remove(['instancePickingColors']);
    attributes.add({
      positions: { size: 2, type: 'float64', fp64: this.use64bitPositions(), update: suppliedWithData },
      colors: { size: 4, type: 'unorm8', update: suppliedWithData },
      pickingColors: { size: 4, type: 'uint8', update: suppliedWithData },
      shown: { size: 1, type: 'uint8', update: suppliedWithData },
    });
  }

  override updateState(params: UpdateParameters<this>) {
    super.updateState(params);
    if (params.changeFlags.extensionsChanged) {
      this.state.model?.destroy();
      this.state.model = new Model(this.context.device, {
        ...this.getShaders(),
        id: this.props.id,
        bufferLayout: this.getAttributeManager()!.getBufferLayouts(),
        topology: 'triangle-list',
        isInstanced: false,
      });
      this.getAttributeManager()!.invalidateAll();
    }
  }

  override draw() {
    const model = this.state.model!;
    const { radiusPixels, strokePixels } = this.props;
    model.setVertexCount(this.props.data.length);
    model.shaderInputs.setProps({ flatPoint: { radiusPixels, strokePixels } });
    model.draw(this.context.renderPass);
  }
}
