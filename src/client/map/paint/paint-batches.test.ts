import { describe, expect, it } from 'vitest';
import { BATCH_MS, FIRST_BUDGET } from '../timing.ts';
import { batchEnd, nextBudget, paintCostOf, totalPaintCost } from './paint-batches.ts';

const layers = [10, 20, 30, 40, 0, 50].map((cost) => ({ props: { paint: { cost } } }));

describe('paint batches', () => {
  it('records a cost per layer, and 0 for a layer without one', () => {
    expect(paintCostOf(layers[2]!)).toBe(30);
    expect(paintCostOf({})).toBe(0);
    expect(totalPaintCost(layers)).toBe(150);
  });

  it('fills each batch up to the budget, in order, and always takes at least one layer', () => {
    expect(batchEnd(layers, 0, 60)).toBe(3); // 10 + 20 + 30
    expect(batchEnd(layers, 3, 60)).toBe(5); // 40, then the free layer; 50 would exceed
    expect(batchEnd(layers, 5, 60)).toBe(6);
    expect(batchEnd(layers, 0, 5)).toBe(1); // one layer over the budget is still drawn
    expect(batchEnd(layers, 0, 1_000)).toBe(6);
    expect(batchEnd(layers, 6, 60)).toBe(6);
  });

  it('every layer is in exactly one batch', () => {
    const seen: number[] = [];
    for (let from = 0; from < layers.length; ) {
      const end = batchEnd(layers, from, 45);
      for (let i = from; i < end; i++) seen.push(i);
      from = end;
    }
    expect(seen).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('grows the budget after quick batches and shrinks it after slow ones, at most twofold', () => {
    expect(nextBudget(FIRST_BUDGET, BATCH_MS / 2)).toBe(FIRST_BUDGET * 2);
    expect(nextBudget(FIRST_BUDGET, 1)).toBe(FIRST_BUDGET * 2);
    expect(nextBudget(FIRST_BUDGET, BATCH_MS * 2)).toBe(FIRST_BUDGET / 2);
    expect(nextBudget(FIRST_BUDGET, BATCH_MS)).toBe(FIRST_BUDGET);
    expect(nextBudget(6_000, 1_000)).toBe(5_000);
    expect(nextBudget(FIRST_BUDGET, Number.NaN)).toBe(FIRST_BUDGET);
    // The first paint aims at longer batches.
    expect(nextBudget(FIRST_BUDGET, 60, 120)).toBe(FIRST_BUDGET * 2);
    expect(nextBudget(FIRST_BUDGET, 120, 120)).toBe(FIRST_BUDGET);
  });
});
