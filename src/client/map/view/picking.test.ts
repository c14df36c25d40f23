import { describe, expect, it } from 'vitest';
import { ClickPicker, isClick, pickRadius, warmPickingWhenIdle } from './picking.ts';

/** A plain projection: one degree a pixel, north up, the screen's origin at [100, 0]. */
const view = { unproject: ([x, y]: number[]) => [100 + x!, -y!] };

const layerAt = (bounds: [number, number, number, number]) => ({
  root: { props: { paint: { cost: 1, bounds } } },
});

describe('picking on click', () => {
  it('tells a click from a drag by how far the pointer went, and gives a finger more room', () => {
    expect(isClick({ x: 10, y: 10 }, { x: 13, y: 14 })).toBe(true);
    expect(isClick({ x: 10, y: 10 }, { x: 16, y: 10 })).toBe(false);
    expect(isClick(null, { x: 0, y: 0 })).toBe(false);
    expect(pickRadius('touch')).toBeGreaterThan(pickRadius('mouse'));
  });

  it('switches the picker on for the pick and back to the hover setting after, even if the pick throws', () => {
    const picker = new ClickPicker();
    const calls: string[] = [];
    const deck = {
      setPickable: (on: boolean) => calls.push(on ? 'on' : 'off'),
      pickObject: () => {
        calls.push('pick');
        return null;
      },
    };
    const result = picker.pick(deck, view, { x: 5, y: 7 }, false);
    expect(calls).toEqual(['on', 'pick', 'off']);
    expect(result.coordinate).toEqual([105, -7]);
    const failing = {
      ...deck,
      pickObject: () => {
        throw new Error('lost context');
      },
    };
    expect(() => picker.pick(failing, view, { x: 0, y: 0 }, true)).toThrow();
    expect(calls.at(-1)).toBe('on');
  });

  it('renders for the pick only the layers that may draw under the pointer, and every layer otherwise', () => {
    const picker = new ClickPicker();
    const near = layerAt([104, -8, 106, -6]);
    const far = layerAt([150, 40, 151, 41]);
    const seen: boolean[] = [];
    const deck = {
      setPickable: () => {},
      pickObject: () => {
        seen.push(
          picker.pickFilter({ layer: near, isPicking: true }),
          picker.pickFilter({ layer: far, isPicking: true }),
        );
        return null;
      },
    };
    picker.pick(deck, view, { x: 5, y: 7 }, true);
    expect(seen).toEqual([true, false]);
    // Outside a click pick, nothing is filtered out (hover picking, drawing).
    expect(picker.pickFilter({ layer: far, isPicking: true })).toBe(true);
    expect(picker.pickFilter({ layer: far, isPicking: false })).toBe(true);
  });

  it('warms the picking pipelines once the page is idle, and can be cancelled', () => {
    let queued: (() => void) | null = null;
    let cancelled = false;
    const idle = {
      request: (task: () => void) => {
        queued = task;
        return () => {
          cancelled = true;
        };
      },
    };
    let warmed = 0;
    const cancel = warmPickingWhenIdle(() => warmed++, idle);
    expect(warmed).toBe(0);
    (queued as unknown as () => void)();
    expect(warmed).toBe(1);
    cancel();
    expect(cancelled).toBe(true);
  });
});
