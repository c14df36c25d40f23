import { Layer, type LayerProps, type UpdateParameters } from '@deck.gl/core';
import { Buffer, type Device } from '@luma.gl/core';
import { Model } from '@luma.gl/engine';
import type { FeatureLayerKind } from '../buffers/feature-buffers.ts';
import { QUAD_INDICES, QUAD_VERTICES } from '../buffers/feature-buffers.ts';
import type { PaintInfo } from '../paint/paint-batches.ts';
import { flatProjectionProps } from './flat-projection.ts';

/**
 * What the flat (non-instanced) layers share: every vertex carries its primitive's values, given as typed
 * arrays with the data, drawn as one plain indexed triangle list, four vertices and two triangles per
 * quad. See flat-point-layer.ts, flat-path-layer.ts and docs/decisions/0010-flat-map-layers.md.
 */

export interface FlatData {
  /** Vertices to draw: four per quad. */
  length: number;
  attributes: {
    /**
     * Per vertex, its Web Mercator position in deck.gl's common space as an offset from the layer's
     * `positionOrigin` (flat-projection.ts): float64, which deck.gl uploads as a float32 and its
     * remainder, or float32 for a small layer, uploaded as it is with a zero remainder (see
     * feature-layers.ts). The path layer's array holds one quad more, see flat-path-layer.ts.
     */
    positions: Float64Array | Float32Array;
    /** RGBA per vertex. */
    colors: Uint8ClampedArray;
    /** deck.gl picking colour (the object's index + 1) per vertex. */
    pickingColors: Uint8Array;
    /** 1 to draw the vertex's object, 0 to hide it. */
    shown: Uint8Array;
    /** For the icon layer: each vertex's icon frame in the atlas, [u0, v0, u1, v1] (flat-icon-layer.ts). */
    iconFrames?: Float32Array;
  };
  /** The vertices as triangles, for a layer not drawn as quads (flat-fill-layer.ts). */
  triangles?: Uint32Array;
}

/** The fragment shader of a layer whose vertices carry the colour drawn as it is (lines, fills). */
export const plainColorFragmentShader = /* glsl */ `\
#version 300 es
#define SHADER_NAME flat-plain-color-fragment-shader

precision highp float;

in vec4 vColor;

out vec4 fragColor;

void main(void) {
  fragColor = vColor;
  DECKGL_FILTER_COLOR(fragColor, geometry);
}
`;

const MIN_QUADS = 16_384;

/**
 * The indices of quads as triangles (0 1 2) (0 2 3), shared by the flat layers it is given to (a layer
 * set's, see feature-layers.ts) and grown for the largest of them. Indexed, a quad costs software WebGL
 * four vertex shader runs instead of six: its vertex cache keeps the two corners the second triangle
 * repeats. Made on the device of the first draw; a new device (a lost context) gets a new buffer.
 */
export class QuadIndices {
  private current: { device: Device; buffer: Buffer } | null = null;

  /** A buffer holding at least `quads` quads' indices, on `device`. */
  buffer(device: Device, quads: number): Buffer {
    const current = this.current?.device === device ? this.current.buffer : null;
    const capacity = current ? current.byteLength / (QUAD_INDICES * 4) : 0;
    if (current && capacity >= quads) return current;
    const size = Math.max(MIN_QUADS, quads, capacity * 2);
    const indices = new Uint32Array(size * QUAD_INDICES);
    for (let quad = 0, at = 0; quad < size; quad++) {
      const first = quad * QUAD_VERTICES;
      indices[at++] = first;
      indices[at++] = first + 1;
      indices[at++] = first + 2;
      indices[at++] = first;
      indices[at++] = first + 2;
      indices[at++] = first + 3;
    }
    const buffer = device.createBuffer({ usage: Buffer.INDEX, indexType: 'uint32', data: indices });
    // Every layer takes the current buffer again before it draws (see draw below).
    current?.destroy();
    this.current = { device, buffer };
    return buffer;
  }
}

/** The attributes come with the data (`data.attributes`); deck.gl asks for an updater all the same. */
export function suppliedWithData(): never {
  throw new Error('flat layers take their attributes from data.attributes');
}

export interface FlatLayerProps {
  data: FlatData;
  /** What the positions are offsets from, in common units (float64). */
  positionOrigin: [number, number];
  /** The quads' index buffer this layer shares with the others of its set. */
  quadIndices: QuadIndices;
  /** What painting in batches needs to know of the layer (paint-batches.ts). */
  paint: PaintInfo;
  /** Which kind of feature the layer draws: picking maps its objects back through that kind's buffers. */
  featureKind: FeatureLayerKind;
}

export abstract class FlatLayer<ExtraProps extends object> extends Layer<
  ExtraProps & FlatLayerProps & LayerProps
> {
  // deck.gl reads each class's name on the way up to Layer when it merges default props.
  static override layerName = 'FlatLayer';

  declare state: { model?: Model };

  /**
   * The layer's own shaders and modules: flatProjection for positions; project32 only for its
   * viewport uniforms and pixel sizes, since its projection functions are costly to compile.
   */
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

  /** Anything more the model needs just before it draws (a texture binding). */
  protected beforeDraw(_model: Model): void {}

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

  /** The index buffer to draw with and how many of its indices: the data's quads, here. */
  protected drawIndices(): { buffer: Buffer; count: number } {
    const quads = this.props.data.length / QUAD_VERTICES;
    return { buffer: this.props.quadIndices.buffer(this.context.device, quads), count: quads * QUAD_INDICES };
  }

  override draw() {
    const model = this.state.model!;
    const indices = this.drawIndices();
    if (indices.count === 0) return;
    if (model.vertexArray.indexBuffer !== indices.buffer) model.setIndexBuffer(indices.buffer);
    model.setVertexCount(indices.count);
    model.shaderInputs.setProps({
      ...this.uniforms(),
      flatProjection: flatProjectionProps(this.context.viewport, this.props.positionOrigin),
    });
    this.beforeDraw(model);
    model.draw(this.context.renderPass);
  }
}
