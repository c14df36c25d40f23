// Tasks for run-in-worker.test.ts: each shows one way a worker can answer, fail or overrun.
import { AppError } from '../errors.ts';
import { serveTask } from './serve-task.ts';

export type FixtureTask =
  | { kind: 'echo'; value: unknown }
  | { kind: 'app-error' }
  | { kind: 'throw' }
  | { kind: 'wait'; ms: number }
  | { kind: 'spin' }
  | { kind: 'grow' };

export interface Waited {
  startedAt: number;
  endedAt: number;
}

serveTask(async (task: FixtureTask) => {
  switch (task.kind) {
    case 'echo':
      return task.value;
    case 'app-error':
      throw AppError.validation({ File: 'The fixture refuses this file.' });
    case 'throw':
      throw new TypeError('The fixture broke.');
    case 'wait': {
      const startedAt = Date.now();
      await new Promise((resolve) => setTimeout(resolve, task.ms));
      return { startedAt, endedAt: Date.now() } satisfies Waited;
    }
    case 'spin':
      // Holds its thread like a parser lost in a hostile file: only terminating the worker ends it.
      for (;;) Math.sqrt(Math.random());
    case 'grow': {
      const kept: number[][] = [];
      for (;;) kept.push(Array.from({ length: 100_000 }, (_, i) => i + kept.length));
    }
  }
});
