import { describe, expect, it } from 'vitest';
import { SerialRefresh } from './serialRefresh.js';

/** A refresh whose runs end when the test says, recording when each began. */
function controlledRefresh() {
  const began: number[] = [];
  const finish: (() => void)[] = [];
  const refresh = new SerialRefresh(
    () =>
      new Promise<number>((resolve) => {
        const run = began.length + 1;
        began.push(run);
        finish.push(() => resolve(run));
      }),
  );
  return { refresh, began, finish };
}

describe('SerialRefresh', () => {
  it('never runs twice at once, and gives the calls made during a run one run after it', async () => {
    const { refresh, began, finish } = controlledRefresh();
    const first = refresh.run();
    const second = refresh.run();
    const third = refresh.run();
    expect(began).toEqual([1]);
    finish[0]?.();
    expect(await first).toBe(1);
    await Promise.resolve();
    expect(began).toEqual([1, 2]);
    finish[1]?.();
    // The calls made while the first ran share the run after it: it began after their change.
    expect(await second).toBe(2);
    expect(await third).toBe(2);
    expect(began).toEqual([1, 2]);
  });

  it('runs again after a run that failed', async () => {
    let calls = 0;
    const refresh = new SerialRefresh(async () => {
      calls++;
      if (calls === 1) throw new Error('the database is away');
      return calls;
    });
    const failed = refresh.run();
    const next = refresh.run();
    await expect(failed).rejects.toThrow('away');
    expect(await next).toBe(2);
    expect(await refresh.run()).toBe(3);
  });
});
