import { AUTH_TIMINGS } from './authTimings';
import type { LoginIdentity } from './loginConfiguration';

/**
 * Watches the provider's session from the session-check frame of OpenID Connect Session Management, as
 * oidc-client-ts's CheckSessionIFrame does, for a page that shows a stored sign-in before the client's code
 * has come (AuthProvider): every few seconds the frame is asked whether the session is still the one the
 * token was given in. `onChanged` runs once when it is not (a logout in another tab); the client then
 * confirms it with its own session monitor. A provider without the frame is not watched. Returns `stop`.
 */
export function watchSessionFrame(
  login: LoginIdentity,
  sessionState: string,
  onChanged: () => void,
): () => void {
  let stopped = false;
  let stopFrame: () => void = () => undefined;
  void checkSessionFrameUrl(login.authority).then((url) => {
    if (stopped || !url) return;
    const frame = document.createElement('iframe');
    frame.src = url;
    frame.title = 'session check';
    frame.hidden = true;
    const origin = new URL(url, window.location.href).origin;
    let timer: number | undefined;
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.contentWindow || event.origin !== origin) return;
      if (event.data === 'changed') {
        stopFrame();
        onChanged();
      } else if (event.data === 'error') stopFrame();
    };
    stopFrame = () => {
      window.clearInterval(timer);
      window.removeEventListener('message', onMessage);
      frame.remove();
    };
    frame.onload = () => {
      const ask = () => frame.contentWindow?.postMessage(`${login.clientId} ${sessionState}`, origin);
      ask();
      timer = window.setInterval(ask, AUTH_TIMINGS.sessionCheckSeconds * 1000);
    };
    window.addEventListener('message', onMessage);
    document.body.appendChild(frame);
  });
  return () => {
    stopped = true;
    stopFrame();
  };
}

/** The provider's session-check frame, from its discovery document; none when it has none. */
async function checkSessionFrameUrl(authority: string): Promise<string | undefined> {
  try {
    const response = await fetch(`${authority.replace(/\/+$/, '')}/.well-known/openid-configuration`);
    const discovery = (await response.json()) as { check_session_iframe?: unknown };
    return typeof discovery.check_session_iframe === 'string' ? discovery.check_session_iframe : undefined;
  } catch {
    return undefined;
  }
}
