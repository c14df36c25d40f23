import { describe, expect, it } from 'vitest';
import {
  carrySelection,
  checkState,
  countInRange,
  createSelection,
  isAllChecked,
  setAll,
  setOne,
  setRange,
} from './selection.ts';

describe('which maps are shown', () => {
  it('shows everything on first load', () => {
    const selection = createSelection(5);
    expect(selection.count).toBe(5);
    expect(isAllChecked(selection)).toBe(true);
    expect(isAllChecked(createSelection(0))).toBe(false);
  });

  it('counts single changes and ignores changes that change nothing', () => {
    const all = createSelection(5);
    const one = setOne(all, 2, false);
    expect(one.count).toBe(4);
    expect(all.flags[2]).toBe(1);
    expect(setOne(one, 2, false)).toBe(one);
    expect(setOne(one, 9, true)).toBe(one);
    expect(isAllChecked(one)).toBe(false);
  });

  it('shows and hides one category (a range) and everything', () => {
    const none = setAll(createSelection(6), false);
    expect(none.count).toBe(0);
    const firstCategory = setRange(none, 0, 3, true);
    expect(firstCategory.count).toBe(3);
    expect(countInRange(firstCategory, 0, 3)).toBe(3);
    expect(countInRange(firstCategory, 3, 6)).toBe(0);
    expect(checkState(countInRange(firstCategory, 0, 3), 3)).toBe('all');
    expect(checkState(1, 3)).toBe('some');
    expect(checkState(0, 3)).toBe('none');
    expect(checkState(0, 0)).toBe('none');
    expect(setAll(firstCategory, true).count).toBe(6);
  });

  it('keeps hidden maps hidden across a reload and shows maps that are new', () => {
    const ids = [{ id: 10 }, { id: 11 }, { id: 12 }];
    const selection = setOne(createSelection(3), 1, false);
    const next = carrySelection({ ids, selection }, [{ id: 12 }, { id: 11 }, { id: 13 }]);
    expect(Array.from(next.flags)).toEqual([1, 0, 1]);
    expect(next.count).toBe(2);
  });
});
