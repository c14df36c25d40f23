import { type Device, type Framebuffer, Texture } from '@luma.gl/core';
import { Model } from '@luma.gl/engine';
import { framebufferHandle, glOf } from '../deck-internals.ts';

// One triangle over the whole canvas, sampling the picture texel for pixel: a copy. A framebuffer blit
// cannot do it, since the canvas is multisampled (antialias) and a blit into one is not allowed.
const vs = /* glsl */ `\
#version 300 es
out vec2 uv;
void main(void) {
  vec2 corner = vec2(float((gl_VertexID << 1) & 2), float(gl_VertexID & 2));
  uv = corner;
  gl_Position = vec4(corner * 2.0 - 1.0, 0.0, 1.0);
}
`;

const fs = /* glsl */ `\
#version 300 es
precision highp float;
uniform sampler2D picture;
in vec2 uv;
out vec4 fragColor;
void main(void) {
  fragColor = texture(picture, uv);
}
`;

/**
 * The framebuffer a repaint in batches draws into, and the copy of it to the screen once it is whole.
 * The canvas is not touched in between, so the browser presents nothing new for those frames (on
 * software WebGL presenting a full-size canvas is most of a frame's cost), and the last finished frame
 * stays on screen until the new one replaces it.
 */
export class OffscreenPaint {
  private framebuffer: Framebuffer | null = null;
  private readonly pixel = new Uint8Array(4);
  /** Fences after the batches sent and not yet known to be done, oldest first. */
  private marks: WebGLSync[] = [];
  private copy: Model | null = null;

  /** Whether the framebuffer is there at the size of the drawing buffer (so what it holds is kept). */
  fits(device: Device): boolean {
    const [width, height] = device.getDefaultCanvasContext().getDrawingBufferSize();
    return this.framebuffer?.width === width && this.framebuffer.height === height;
  }

  /** The framebuffer, at the size of the canvas's drawing buffer. */
  target(device: Device): Framebuffer {
    const [width, height] = device.getDefaultCanvasContext().getDrawingBufferSize();
    if (!this.framebuffer) {
      const color = device.createTexture({
        format: 'rgba8unorm',
        width,
        height,
        usage: Texture.RENDER_ATTACHMENT | Texture.COPY_SRC,
      });
      // Its size given too: luma.gl records 1 × 1 otherwise, and the next call's resize would empty it.
      this.framebuffer = device.createFramebuffer({ width, height, colorAttachments: [color] });
      // Linked now, while the first batches keep the GPU busy, not in the frame that shows the picture.
      this.copyModel(device);
    } else if (!this.fits(device)) {
      this.framebuffer.resize({ width, height });
    }
    return this.framebuffer;
  }

  /** Copies the finished picture onto the canvas, as it is (colours are premultiplied in both). */
  present(device: Device): void {
    // The framebuffer's own attachment: a resize replaces the texture it was made with.
    const picture = this.framebuffer?.colorAttachments[0]?.texture;
    if (!picture) return;
    const copy = this.copyModel(device);
    copy.setBindings({ picture });
    const pass = device.beginRenderPass({ clearColor: [0, 0, 0, 0], clearDepth: 1, clearStencil: 0 });
    copy.draw(pass);
    pass.end();
  }

  private copyModel(device: Device): Model {
    this.copy ??= new Model(device, {
      id: 'offscreen-paint-copy',
      vs,
      fs,
      topology: 'triangle-list',
      vertexCount: 3,
      parameters: { blend: false, depthWriteEnabled: false, depthCompare: 'always' },
    });
    return this.copy;
  }

  /**
   * Waits for the GPU to finish what was drawn (reading one pixel back does), so the time a batch took
   * can be measured: with nothing presented, frame intervals no longer show the GPU's work.
   */
  finish(device: Device): void {
    const gl = glOf(device);
    const handle = this.framebuffer && framebufferHandle(this.framebuffer);
    if (!gl || !handle) return;
    gl.bindFramebuffer(gl.READ_FRAMEBUFFER, handle);
    gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, this.pixel);
    gl.bindFramebuffer(gl.FRAMEBUFFER, null);
  }

  /** Marks the end of the batch just sent in the GPU's queue (see caughtUp). */
  mark(device: Device): void {
    const gl = glOf(device);
    const sync = gl?.fenceSync(gl.SYNC_GPU_COMMANDS_COMPLETE, 0);
    if (!gl || !sync) return;
    gl.flush();
    this.marks.push(sync);
  }

  /** Whether the GPU has done every marked batch but the last `behind`, without waiting for it. */
  caughtUp(device: Device, behind: number): boolean {
    const gl = glOf(device);
    // A lost context signals nothing again: waiting on it would hold the paint for good.
    if (!gl || gl.isContextLost()) return true;
    while (this.marks.length > 0 && gl.getSyncParameter(this.marks[0]!, gl.SYNC_STATUS) === gl.SIGNALED)
      gl.deleteSync(this.marks.shift()!);
    return this.marks.length <= behind;
  }

  destroy(): void {
    const gl = this.copy ? glOf(this.copy.device) : null;
    for (const sync of this.marks) gl?.deleteSync(sync);
    this.marks = [];
    this.copy?.destroy();
    for (const attachment of this.framebuffer?.colorAttachments ?? []) attachment.texture.destroy();
    this.framebuffer?.destroy();
    this.copy = null;
    this.framebuffer = null;
  }
}
