import { describe, expect, it } from 'vitest';
import { sleep } from './sleep';

describe('sleep', () => {
  it('resolves after its wait', async () => {
    await expect(sleep(0)).resolves.toBeUndefined();
  });

  it('rejects with the reason as soon as the signal aborts, and at once when it already has', async () => {
    const controller = new AbortController();
    const waiting = sleep(3_600_000, controller.signal);
    controller.abort(new Error('stop'));
    await expect(waiting).rejects.toThrow('stop');
    await expect(sleep(0, controller.signal)).rejects.toThrow('stop');
  });
});
