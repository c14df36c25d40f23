import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Deck, LayerManager } from '@deck.gl/core';
import { describe, expect, it } from 'vitest';
import { BatchingDeck, CANVAS_RESIZED } from './deck-internals.ts';

/**
 * The internals deck-internals.ts relies on, checked against the installed deck.gl and luma.gl: a failure
 * here after an upgrade names what moved, before a browser finds out.
 */
const require = createRequire(import.meta.url);
/** A file of an installed package, found from its entry point (the packages do not export package.json). */
function sourceOf(module: string, file: string): string {
  let folder = path.dirname(require.resolve(module));
  while (!folder.endsWith(path.join('node_modules', ...module.split('/')))) folder = path.dirname(folder);
  return readFileSync(path.join(folder, file), 'utf8');
}

describe('deck.gl internals the map engine uses', () => {
  it('Deck draws through _drawLayers(reason, options), which BatchingDeck overrides', () => {
    expect(typeof Deck.prototype._drawLayers).toBe('function');
    expect(Deck.prototype._drawLayers.length).toBe(2);
    expect(BatchingDeck.prototype._drawLayers).not.toBe(Deck.prototype._drawLayers);
    // Deck's own render loop calls it with the redraw reason only.
    expect(sourceOf('@deck.gl/core', 'dist/lib/deck.js')).toMatch(/this\._drawLayers\(redrawReason\)/);
  });

  it('the layer manager can set up the layers now and clear its redraw flags', () => {
    expect(typeof LayerManager.prototype.updateLayers).toBe('function');
    expect(typeof LayerManager.prototype.needsRedraw).toBe('function');
    const deck = sourceOf('@deck.gl/core', 'dist/lib/deck.js');
    expect(deck).toMatch(/this\.layerManager = new LayerManager/);
    expect(deck).toMatch(/this\.device = /);
  });

  it('Deck still has the experimental _pickable prop, on by default', () => {
    expect((Deck.defaultProps as Record<string, unknown>)._pickable).toBe(true);
  });

  it(`a canvas resize is still redrawn with the reason '${CANVAS_RESIZED}'`, () => {
    expect(sourceOf('@deck.gl/core', 'dist/lib/deck.js')).toContain(`'${CANVAS_RESIZED}'`);
  });

  it("luma.gl's WebGL device keeps its context as `gl`, and framebuffers their object as `handle`", () => {
    expect(sourceOf('@luma.gl/webgl', 'dist/adapter/webgl-device.js')).toMatch(/this\.gl = gl;/);
    expect(sourceOf('@luma.gl/webgl', 'dist/adapter/resources/webgl-framebuffer.js')).toMatch(
      /this\.handle =/,
    );
  });
});
