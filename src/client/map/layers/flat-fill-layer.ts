import { color, picking, project32 } from '@deck.gl/core';
import { Buffer } from '@luma.gl/core';
import type { Model } from '@luma.gl/engine';
import { FlatLayer, plainColorFragmentShader } from './flat-layer.ts';
import { flatProjection } from './flat-projection.ts';

/**
 * Polygon fills as one plain triangle list: the polygons' own vertices, triangulated once per data load
 * (polygonTriangles in feature-buffers.ts), every vertex carrying its polygon's colour, picking colour
 * and shown flag. It replaces deck.gl's SolidPolygonLayer with the DataFilterExtension, whose vertex
 * shader (every projection mode, extrusion, lighting, the filter) took software WebGL 140 ms to compile
 * at its first draw; see docs/decisions/0015-lean-map-shaders.md.
 */

const vs = /* glsl */ `\
#version 300 es
#define SHADER_NAME flat-fill-layer-vertex-shader

in vec2 positions;
in vec2 positions64Low;
in vec4 colors;
in vec4 pickingColors;
in float shown;

out vec4 vColor;

void main(void) {
  geometry.pickingColor = pickingColors.rgb;
  vColor = vec4(colors.rgb, colors.a * layer.opacity);
  if (shown < 0.5) {
    gl_Position = vec4(0.0);
    return;
  }
  vec2 fromEye;
  gl_Position = flat_project_to_clipspace(positions, positions64Low, fromEye);
  geometry.position = vec4(fromEye, 0.0, 1.0);
  DECKGL_FILTER_GL_POSITION(gl_Position, geometry);
  DECKGL_FILTER_COLOR(vColor, geometry);
}
`;

export class FlatFillLayer extends FlatLayer<object> {
  static override layerName = 'FlatFillLayer';

  declare state: { model?: Model; triangles?: { of: Uint32Array; buffer: Buffer } };

  protected override flatShaders() {
    return { vs, fs: plainColorFragmentShader, modules: [project32, flatProjection, color, picking] };
  }

  protected override uniforms() {
    return {};
  }

  /** The data's own triangles, uploaded at the first draw that needs them. */
  protected override drawIndices() {
    const of = this.props.data.triangles;
    if (!of) throw new Error('FlatFillLayer needs data.triangles');
    if (this.state.triangles?.of !== of) {
      this.state.triangles?.buffer.destroy();
      const buffer = this.context.device.createBuffer({ usage: Buffer.INDEX, indexType: 'uint32', data: of });
      this.state.triangles = { of, buffer };
    }
    return { buffer: this.state.triangles.buffer, count: of.length };
  }

  override finalizeState(context: this['context']) {
    super.finalizeState(context);
    this.state.triangles?.buffer.destroy();
  }
}
