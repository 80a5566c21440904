import { AUTH_TIMINGS } from './authTimings';

const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'scroll', 'touchstart', 'wheel'] as const;

/**
 * Idle tracking: activity is noted as it happens and checked every 10 s; once the user has been
 * idle for an hour, `onIdle` runs (once per idle spell) to validate the token again.
 */
export function trackIdleness(onIdle: () => void, now: () => number = Date.now): () => void {
  let lastActivity = now();
  let reported = false;
  const noteActivity = () => {
    lastActivity = now();
    reported = false;
  };
  for (const event of ACTIVITY_EVENTS) window.addEventListener(event, noteActivity, { passive: true });
  const timer = window.setInterval(() => {
    if (!reported && now() - lastActivity >= AUTH_TIMINGS.idleTimeoutMs) {
      reported = true;
      onIdle();
    }
  }, AUTH_TIMINGS.idleCheckIntervalMs);
  return () => {
    window.clearInterval(timer);
    for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, noteActivity);
  };
}
