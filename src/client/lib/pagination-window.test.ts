import { describe, expect, it } from 'vitest';
import { type PageItem, paginationWindow } from './pagination-window.ts';

/** `[1, '…', 4, 5]` reads better in a test than the objects. */
const show = (items: PageItem[]) => items.map((item) => (item.kind === 'page' ? item.page : '…'));

describe('paginationWindow', () => {
  it('shows every page when there are five or fewer', () => {
    expect(show(paginationWindow(1, 1))).toEqual([1]);
    expect(show(paginationWindow(2, 3))).toEqual([1, 2, 3]);
    expect(show(paginationWindow(5, 5))).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps five numbers around the current page, with the last page as a shortcut', () => {
    expect(show(paginationWindow(1, 10))).toEqual([1, 2, 3, 4, 5, '…', 10]);
    expect(show(paginationWindow(3, 10))).toEqual([1, 2, 3, 4, 5, '…', 10]);
  });

  it('adds the first page and gaps on both sides in the middle', () => {
    expect(show(paginationWindow(6, 12))).toEqual([1, '…', 4, 5, 6, 7, 8, '…', 12]);
  });

  it('leaves out a gap that would hide no page', () => {
    expect(show(paginationWindow(4, 7))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(show(paginationWindow(5, 8))).toEqual([1, '…', 3, 4, 5, 6, 7, 8]);
  });

  it('ends flush at the last page', () => {
    expect(show(paginationWindow(10, 10))).toEqual([1, '…', 6, 7, 8, 9, 10]);
    expect(show(paginationWindow(9, 10))).toEqual([1, '…', 6, 7, 8, 9, 10]);
  });

  it('clamps pages out of range and counts no pages as one', () => {
    expect(show(paginationWindow(99, 3))).toEqual([1, 2, 3]);
    expect(show(paginationWindow(0, 0))).toEqual([1]);
  });
});
