import { describe, expect, it } from 'vitest';
import { msg } from '../../shared/i18n/message.ts';
import { WorkGate } from './work-gate.ts';

describe('a work gate', () => {
  it('is idle only with nothing running and nothing in line, and refuses past its line', async () => {
    const gate = new WorkGate(1, 1, msg('api_server_busy'));
    expect(gate.idle).toBe(true);
    let release = () => {};
    const first = gate.run(() => new Promise<void>((resolve) => (release = resolve)));
    expect(gate.idle).toBe(false);
    const second = gate.run(async () => 'second');
    await expect(gate.run(async () => 'third')).rejects.toThrow();
    release();
    await first;
    expect(gate.idle).toBe(false);
    expect(await second).toBe('second');
    expect(gate.idle).toBe(true);
  });
});
