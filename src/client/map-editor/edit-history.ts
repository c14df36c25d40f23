/**
 * Undo and redo for the drawing editor (issue 32): every change since the editor opened, whatever made it
 * (the pen, the text, a tool that changed the Type). A state is what the form holds for the geometry, so
 * going back is handing the form an earlier state. Pure, so it is unit-tested.
 */
export interface EditHistory<T> {
  readonly states: readonly T[];
  /** The index of the state shown now. */
  readonly at: number;
}

/** Enough for an afternoon of drawing; the oldest states go first. */
export const HISTORY_LIMIT = 200;

export function startHistory<T>(state: T): EditHistory<T> {
  return { states: [state], at: 0 };
}

export function currentState<T>(history: EditHistory<T>): T {
  return history.states[history.at]!;
}

/** A new state after the current one; what had been undone is dropped (it can no longer be redone). */
export function record<T>(history: EditHistory<T>, state: T, same: (a: T, b: T) => boolean): EditHistory<T> {
  if (same(currentState(history), state)) return history;
  const states = [...history.states.slice(0, history.at + 1), state];
  const dropped = Math.max(0, states.length - HISTORY_LIMIT);
  return { states: states.slice(dropped), at: states.length - 1 - dropped };
}

export const canUndo = (history: EditHistory<unknown>) => history.at > 0;
export const canRedo = (history: EditHistory<unknown>) => history.at < history.states.length - 1;

export function undo<T>(history: EditHistory<T>): EditHistory<T> {
  return canUndo(history) ? { ...history, at: history.at - 1 } : history;
}

export function redo<T>(history: EditHistory<T>): EditHistory<T> {
  return canRedo(history) ? { ...history, at: history.at + 1 } : history;
}
