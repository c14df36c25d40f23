import { describe, expect, it } from 'vitest';
import { type PageItem, paginationWindow } from './pagination-window.ts';

/** `['…', 4, 5]` reads better in a test than the objects. */
const show = (items: PageItem[]) => items.map((item) => (item.kind === 'page' ? item.page : '…'));

describe('paginationWindow', () => {
  it('shows every page when there are five or fewer', () => {
    expect(show(paginationWindow(1, 1))).toEqual([1]);
    expect(show(paginationWindow(2, 3))).toEqual([1, 2, 3]);
    expect(show(paginationWindow(5, 5))).toEqual([1, 2, 3, 4, 5]);
  });

  it('never shows more than five numbers', () => {
    for (let last = 1; last <= 30; last += 1) {
      for (let current = 1; current <= last; current += 1) {
        const numbers = paginationWindow(current, last).filter((item) => item.kind === 'page');
        expect(numbers.length).toBe(Math.min(5, last));
        expect(numbers.some((item) => item.kind === 'page' && item.page === current)).toBe(true);
      }
    }
  });

  it('keeps five numbers around the current page, with a gap where pages are skipped', () => {
    expect(show(paginationWindow(1, 10))).toEqual([1, 2, 3, 4, 5, '…']);
    expect(show(paginationWindow(3, 10))).toEqual([1, 2, 3, 4, 5, '…']);
    expect(show(paginationWindow(6, 12))).toEqual(['…', 4, 5, 6, 7, 8, '…']);
  });

  it('ends flush at the last page', () => {
    expect(show(paginationWindow(10, 10))).toEqual(['…', 6, 7, 8, 9, 10]);
    expect(show(paginationWindow(9, 10))).toEqual(['…', 6, 7, 8, 9, 10]);
  });

  it('clamps pages out of range and counts no pages as one', () => {
    expect(show(paginationWindow(99, 3))).toEqual([1, 2, 3]);
    expect(show(paginationWindow(0, 0))).toEqual([1]);
  });
});
