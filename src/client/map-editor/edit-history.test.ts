import { describe, expect, it } from 'vitest';
import {
  canRedo,
  canUndo,
  currentState,
  HISTORY_LIMIT,
  record,
  redo,
  startHistory,
  undo,
} from './edit-history.ts';

const same = (a: string, b: string) => a === b;

describe('the editor history', () => {
  it('undoes and redoes every change in order', () => {
    let history = startHistory('');
    history = record(history, 'a', same);
    history = record(history, 'ab', same);
    expect(currentState(history)).toBe('ab');
    history = undo(history);
    expect(currentState(history)).toBe('a');
    history = undo(history);
    expect(currentState(history)).toBe('');
    expect(canUndo(history)).toBe(false);
    expect(currentState(undo(history))).toBe('');
    history = redo(redo(history));
    expect(currentState(history)).toBe('ab');
    expect(canRedo(history)).toBe(false);
  });

  it('records nothing for a state equal to the current one', () => {
    const history = record(startHistory('a'), 'a', same);
    expect(history.states).toEqual(['a']);
  });

  it('drops what was undone once something new is done', () => {
    let history = record(record(startHistory(''), 'a', same), 'b', same);
    history = record(undo(history), 'c', same);
    expect(history.states).toEqual(['', 'a', 'c']);
    expect(canRedo(history)).toBe(false);
  });

  it('keeps the newest states when it is full', () => {
    let history = startHistory(0);
    for (let step = 1; step <= HISTORY_LIMIT + 10; step++) history = record(history, step, Object.is);
    expect(history.states).toHaveLength(HISTORY_LIMIT);
    expect(currentState(history)).toBe(HISTORY_LIMIT + 10);
    expect(history.states[0]).toBe(11);
  });
});
