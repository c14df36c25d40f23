import type { UpdateParameters } from '@deck.gl/core';
import type { Texture } from '@luma.gl/core';
import type { Model } from '@luma.gl/engine';
import { MAP_STYLE, markerRadii } from '../../../shared/map-style/map-style.ts';
import { suppliedWithData } from './flat-layer.ts';
import { FlatPointLayer } from './flat-point-layer.ts';

/**
 * Point markers with an icon inside the coloured circle: the flat point layer's quads and shader
 * (flat-point-layer.ts, compiled with MARKER_ICON), each vertex also carrying its icon's frame in one
 * atlas texture (icon-atlas.ts). Drawn for the points whose category shows its icon; a larger circle, so
 * the icon reads on a phone.
 */

interface FlatIconProps {
  /** The packed icons (icon-atlas.ts); its texture is made when the picture changes. */
  atlas: TexImageSource & { width: number; height: number };
}

export class FlatIconLayer extends FlatPointLayer<FlatIconProps> {
  static override layerName = 'FlatIconLayer';
  static override defaultProps = {
    ...markerRadii(MAP_STYLE.iconPoint),
    iconPixels: MAP_STYLE.iconPoint.iconPixels,
  };

  declare state: FlatPointLayer<FlatIconProps>['state'] & {
    texture?: { of: FlatIconProps['atlas']; texture: Texture };
  };

  protected override flatShaders() {
    return { ...super.flatShaders(), defines: { MARKER_ICON: true } };
  }

  override initializeState() {
    super.initializeState();
    this.getAttributeManager()!.add({
      iconFrames: { size: 4, type: 'float32', update: suppliedWithData },
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

  protected override beforeDraw(model: Model) {
    const texture = this.state.texture?.texture;
    if (texture) model.setBindings({ iconAtlas: texture });
  }

  override finalizeState(context: this['context']) {
    super.finalizeState(context);
    this.state.texture?.texture.destroy();
  }
}
