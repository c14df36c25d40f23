/**
 * Which maps are shown (spec section 4: the selected map ids decide the drawn features). One flag per
 * catalog entry; every change returns a new value with new flags, so React and deck.gl see it. Pure.
 */
export interface Selection {
  flags: Uint8Array;
  count: number;
}

export type CheckState = 'all' | 'some' | 'none';

export function createSelection(total: number, shown = true): Selection {
  return { flags: new Uint8Array(total).fill(shown ? 1 : 0), count: shown ? total : 0 };
}

export function setOne(selection: Selection, index: number, shown: boolean): Selection {
  if (index < 0 || index >= selection.flags.length || (selection.flags[index] === 1) === shown)
    return selection;
  const flags = selection.flags.slice();
  flags[index] = shown ? 1 : 0;
  return { flags, count: selection.count + (shown ? 1 : -1) };
}

export function setRange(selection: Selection, start: number, end: number, shown: boolean): Selection {
  const before = countInRange(selection, start, end);
  const after = shown ? end - start : 0;
  if (before === after) return selection;
  const flags = selection.flags.slice();
  flags.fill(shown ? 1 : 0, start, end);
  return { flags, count: selection.count - before + after };
}

export function setAll(selection: Selection, shown: boolean): Selection {
  return setRange(selection, 0, selection.flags.length, shown);
}

export function countInRange(selection: Selection, start: number, end: number): number {
  let count = 0;
  for (let i = start; i < end; i++) count += selection.flags[i]!;
  return count;
}

/** Spec section 4: checked when every map is selected (and there is at least one). */
export function isAllChecked(selection: Selection): boolean {
  return selection.flags.length > 0 && selection.count === selection.flags.length;
}

export function checkState(shown: number, total: number): CheckState {
  if (total > 0 && shown === total) return 'all';
  return shown > 0 ? 'some' : 'none';
}

/**
 * After the data reloads, maps keep their shown state by id; maps new to the list are shown, as on the
 * first load.
 */
export function carrySelection(
  previous: { ids: readonly { id: number }[]; selection: Selection },
  nextIds: readonly { id: number }[],
): Selection {
  const hidden = new Set<number>();
  previous.ids.forEach((entry, index) => {
    if (previous.selection.flags[index] === 0) hidden.add(entry.id);
  });
  const flags = new Uint8Array(nextIds.length);
  let count = 0;
  nextIds.forEach((entry, index) => {
    const shown = hidden.has(entry.id) ? 0 : 1;
    flags[index] = shown;
    count += shown;
  });
  return { flags, count };
}
