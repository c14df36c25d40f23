import { color, picking, project32, type UpdateParameters } from '@deck.gl/core';
import type { Texture } from '@luma.gl/core';
import type { Model } from '@luma.gl/engine';
import { FlatLayer } from './flat-layer.ts';
import { flatProjection } from './flat-projection.ts';

/**
 * Point markers with an icon inside the coloured circle: the flat point layer's quads (flat-point-layer.ts),
 * each vertex also carrying its icon's frame in one atlas texture (icon-atlas.ts). Drawn above the plain
 * circles, for the points whose category shows its icon.
 */

interface FlatIconProps {
  /** The packed icons (icon-atlas.ts); its texture is made when the picture changes. */
  atlas: TexImageSource & { width: number; height: number };
  radiusPixels?: number;
  strokePixels?: number;
  /** The icon's side, in pixels, centred in the circle. */
  iconPixels?: number;
}

const uniformBlock = /* glsl */ `\
layout(std140) uniform flatIconUniforms {
  float radiusPixels;
  float strokePixels;
  float iconPixels;
} flatIcon;
`;

const flatIconUniforms = {
  name: 'flatIcon',
  vs: uniformBlock,
  fs: uniformBlock,
  uniformTypes: { radiusPixels: 'f32', strokePixels: 'f32', iconPixels: 'f32' },
} as const;

const vs = /* glsl */ `\
#version 300 es
#define SHADER_NAME flat-icon-layer-vertex-shader

in vec2 positions;
in vec2 positions64Low;
in vec4 colors;
in vec4 pickingColors;
in float shown;
in vec4 iconFrames;

out vec4 vFillColor;
out vec2 unitPosition;
out vec4 vFrame;

void main(void) {
  int corner = gl_VertexID % 4;
  unitPosition = vec2(
    corner == 1 || corner == 2 ? 1.0 : -1.0,
    corner >= 2 ? 1.0 : -1.0
  );
  geometry.uv = unitPosition;
  geometry.pickingColor = pickingColors.rgb;
  vFillColor = vec4(colors.rgb, colors.a * layer.opacity);
  vFrame = iconFrames;
  if (shown < 0.5) {
    gl_Position = vec4(0.0);
    return;
  }
  vec2 fromEye;
  gl_Position = flat_project_to_clipspace(positions, positions64Low, fromEye);
  geometry.position = vec4(fromEye, 0.0, 1.0);
  DECKGL_FILTER_GL_POSITION(gl_Position, geometry);
  float outer = flatIcon.radiusPixels + flatIcon.strokePixels * 0.5 + 1.0;
  gl_Position.xy += project_pixel_size_to_clipspace(unitPosition * outer);
  DECKGL_FILTER_COLOR(vFillColor, geometry);
}
`;

const fs = /* glsl */ `\
#version 300 es
#define SHADER_NAME flat-icon-layer-fragment-shader

precision highp float;

uniform sampler2D iconAtlas;

in vec4 vFillColor;
in vec2 unitPosition;
in vec4 vFrame;

out vec4 fragColor;

void main(void) {
  geometry.uv = unitPosition;
  float outer = flatIcon.radiusPixels + flatIcon.strokePixels * 0.5;
  vec2 pixel = unitPosition * (outer + 1.0);
  float fromCentre = length(pixel);
  float inside = clamp(outer - fromCentre + 0.5, 0.0, 1.0);
  if (inside == 0.0) discard;
  float onStroke = clamp(fromCentre - (outer - flatIcon.strokePixels) + 0.5, 0.0, 1.0);
  vec4 fill = vFillColor;
  // The icon's square, centred; its top row (v0) at the top of the screen.
  vec2 inIcon = pixel / flatIcon.iconPixels + 0.5;
  if (picking.isActive < 0.5 && all(greaterThanEqual(inIcon, vec2(0.0))) && all(lessThanEqual(inIcon, vec2(1.0)))) {
    vec4 texel = texture(iconAtlas, mix(vFrame.xy, vFrame.zw, vec2(inIcon.x, 1.0 - inIcon.y)));
    fill.rgb = mix(fill.rgb, texel.rgb, texel.a);
  }
  fragColor = mix(fill, vec4(1.0, 1.0, 1.0, layer.opacity), onStroke);
  fragColor.a *= inside;
  DECKGL_FILTER_COLOR(fragColor, geometry);
}
`;

export class FlatIconLayer extends FlatLayer<Required<FlatIconProps>> {
  static override layerName = 'FlatIconLayer';
  static override defaultProps = { radiusPixels: 12, strokePixels: 2, iconPixels: 14 };

  declare state: FlatLayer<Required<FlatIconProps>>['state'] & {
    texture?: { of: FlatIconProps['atlas']; texture: Texture };
  };

  protected override flatShaders() {
    return { vs, fs, modules: [project32, flatProjection, color, picking, flatIconUniforms] };
  }

  override initializeState() {
    super.initializeState();
    this.getAttributeManager()!.add({
      iconFrames: {
        size: 4,
        type: 'float32',
        update: () => {
          throw new Error('flat layers take their attributes from data.attributes');
        },
      },
    });
  }

  override updateState(params: UpdateParameters<this>) {
    super.updateState(params);
    const atlas = this.props.atlas;
    if (this.state.texture?.of === atlas) return;
    this.state.texture?.texture.destroy();
    const texture = this.context.device.createTexture({
      format: 'rgba8unorm',
      width: atlas.width,
      height: atlas.height,
      sampler: {
        minFilter: 'linear',
        magFilter: 'linear',
        addressModeU: 'clamp-to-edge',
        addressModeV: 'clamp-to-edge',
      },
    });
    texture.copyExternalImage({ image: atlas, width: atlas.width, height: atlas.height });
    this.state.texture = { of: atlas, texture };
  }

  protected override uniforms() {
    const { radiusPixels, strokePixels, iconPixels } = this.props;
    return { flatIcon: { radiusPixels, strokePixels, iconPixels } };
  }

  protected override beforeDraw(model: Model) {
    const texture = this.state.texture?.texture;
    if (texture) model.setBindings({ iconAtlas: texture });
  }

  override finalizeState(context: this['context']) {
    super.finalizeState(context);
    this.state.texture?.texture.destroy();
  }
}
