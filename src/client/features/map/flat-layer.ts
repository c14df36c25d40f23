import { Layer, type LayerProps, type UpdateParameters } from '@deck.gl/core';
import { Model } from '@luma.gl/engine';

/**
 * What the flat (non-instanced) layers share: every vertex carries its primitive's values, given as typed
 * arrays with the data, drawn as one plain triangle list. See flat-point-layer.ts, flat-path-layer.ts and
 * docs/decisions/0010-flat-map-layers.md.
 */

export interface FlatData {
  /** Vertices to draw: six per quad. */
  length: number;
  attributes: {
    /** [lng, lat] per vertex (the path layer's array holds one quad more, see flat-path-layer.ts). */
    positions: Float64Array;
    /** RGBA per vertex. */
    colors: Uint8ClampedArray;
    /** deck.gl picking colour (the object's index + 1) per vertex. */
    pickingColors: Uint8Array;
    /** 1 to draw the vertex's object, 0 to hide it. */
    shown: Uint8Array;
  };
}

/** The attributes come with the data (`data.attributes`); deck.gl asks for an updater all the same. */
function suppliedWithData(): never {
  throw new Error('flat layers take their attributes from data.attributes');
}

export abstract class FlatLayer<ExtraProps extends object> extends Layer<
  ExtraProps & { data: FlatData } & LayerProps
> {
  declare state: { model?: Model };

  /** The layer's own shaders and modules (project32, color and picking among them). */
  protected abstract flatShaders(): Parameters<Layer['getShaders']>[0];

  override getShaders() {
    return super.getShaders(this.flatShaders());
  }

  /** More settings of the positions attribute (the path layer also reads a segment's end from it). */
  protected positionsOptions(): object {
    return {};
  }

  /** The layer's uniform block values for the next draw, by block name. */
  protected abstract uniforms(): Record<string, Record<string, number>>;

  override initializeState() {
    const attributes = this.getAttributeManager()!;
    // Picking colours come per vertex with the data, not per instance.
    attributes.remove(['instancePickingColors']);
    attributes.add({
      positions: {
        size: 2,
        type: 'float64',
        fp64: this.use64bitPositions(),
        update: suppliedWithData,
        ...this.positionsOptions(),
      },
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
    model.setVertexCount(this.props.data.length);
    model.shaderInputs.setProps(this.uniforms());
    model.draw(this.context.renderPass);
  }
}
