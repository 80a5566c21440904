import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TIMINGS } from './authTimings';
import { trackIdleness } from './idleTracker';

describe('idle tracking', () => {
  let now = 0;
  beforeEach(() => {
    vi.useFakeTimers();
    // Enough of a browser window: events and interval timers.
    const target = new EventTarget();
    vi.stubGlobal('window', {
      addEventListener: target.addEventListener.bind(target),
      removeEventListener: target.removeEventListener.bind(target),
      dispatchEvent: target.dispatchEvent.bind(target),
      setInterval,
      clearInterval,
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const advance = (ms: number) => {
    now += ms;
    vi.advanceTimersByTime(ms);
  };

  it('reports an hour without activity once, checking every 10 seconds', () => {
    const onIdle = vi.fn();
    const stop = trackIdleness(onIdle, () => now);
    advance(AUTH_TIMINGS.idleTimeoutMs - AUTH_TIMINGS.idleCheckIntervalMs);
    expect(onIdle).not.toHaveBeenCalled();
    advance(AUTH_TIMINGS.idleCheckIntervalMs);
    expect(onIdle).toHaveBeenCalledTimes(1);
    advance(AUTH_TIMINGS.idleTimeoutMs);
    expect(onIdle).toHaveBeenCalledTimes(1);
    // Activity starts a new spell, which is reported again an hour later.
    window.dispatchEvent(new Event('keydown'));
    advance(AUTH_TIMINGS.idleTimeoutMs);
    expect(onIdle).toHaveBeenCalledTimes(2);
    stop();
  });

  it('is kept awake by mouse, key, scroll and touch', () => {
    const onIdle = vi.fn();
    const stop = trackIdleness(onIdle, () => now);
    for (const event of ['mousemove', 'keydown', 'scroll', 'touchstart']) {
      advance(AUTH_TIMINGS.idleTimeoutMs / 2);
      window.dispatchEvent(new Event(event));
    }
    advance(AUTH_TIMINGS.idleTimeoutMs / 2);
    expect(onIdle).not.toHaveBeenCalled();
    stop();
    advance(AUTH_TIMINGS.idleTimeoutMs * 2);
    expect(onIdle).not.toHaveBeenCalled();
  });
});
