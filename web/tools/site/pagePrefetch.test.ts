import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPrefetchQueue, prefetchAllowed } from './pagePrefetch';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

describe('createPrefetchQueue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fetches four pages at a time with a pause of three seconds between batches', async () => {
    const fetched: string[] = [];
    const queue = createPrefetchQueue(async (path) => {
      fetched.push(path);
    });
    for (let page = 1; page <= 10; page += 1) queue.add(`/en/news/page/${page}`);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetched).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(fetched).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetched).toHaveLength(8);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(fetched).toHaveLength(10);
    expect(new Set(fetched).size).toBe(10);
  });

  it('asks for a page once, goes on after a failure, and stops when told', async () => {
    const fetched: string[] = [];
    const queue = createPrefetchQueue(async (path) => {
      fetched.push(path);
      if (path === '/en/faq') throw new Error('offline');
    });
    queue.add('/en/faq');
    queue.add('/en/faq');
    queue.add('/en/downloads');
    await vi.advanceTimersByTimeAsync(0);
    expect(fetched).toEqual(['/en/faq', '/en/downloads']);
    for (const path of ['/en/a', '/en/b', '/en/c', '/en/d', '/en/e']) queue.add(`/en/news/${path}`);
    await vi.advanceTimersByTimeAsync(0);
    queue.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetched).toHaveLength(6);
  });
});

describe('prefetchAllowed', () => {
  it('prefetches for a reader on a good connection', () => {
    expect(prefetchAllowed({ userAgent: CHROME, connection: { effectiveType: '4g' } })).toBe(true);
    expect(prefetchAllowed({ userAgent: CHROME })).toBe(true);
  });

  it('skips 2g, save-data and bots', () => {
    expect(prefetchAllowed({ userAgent: CHROME, connection: { effectiveType: '2g' } })).toBe(false);
    expect(prefetchAllowed({ userAgent: CHROME, connection: { effectiveType: 'slow-2g' } })).toBe(false);
    expect(prefetchAllowed({ userAgent: CHROME, connection: { saveData: true } })).toBe(false);
    expect(
      prefetchAllowed({
        userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      }),
    ).toBe(false);
  });
});
