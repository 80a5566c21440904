import { describe, expect, it } from 'vitest';
import { withLoadingFlag } from './loadingFlag';

describe('withLoadingFlag', () => {
  it('is set during the task and cleared after it', async () => {
    const states: boolean[] = [];
    const result = await withLoadingFlag(
      (loading) => states.push(loading),
      async () => {
        expect(states).toEqual([true]);
        return 42;
      },
    );
    expect(result).toBe(42);
    expect(states).toEqual([true, false]);
  });

  it('is cleared after a failure too, which still reaches the caller', async () => {
    const states: boolean[] = [];
    await expect(
      withLoadingFlag(
        (loading) => states.push(loading),
        () => Promise.reject(new Error('down')),
      ),
    ).rejects.toThrow('down');
    expect(states).toEqual([true, false]);
  });
});
