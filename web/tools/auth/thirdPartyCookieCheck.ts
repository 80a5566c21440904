import { AUTH_TIMINGS } from './authTimings';

/** Keycloak's check page, below the realm's address (the provider answers "supported" or "unsupported"). */
const CHECK_PAGE = '/protocol/openid-connect/3p-cookies/step1.html';

/** §8's words when the check page never answers (a provider without it, or a network failure). */
export const THIRD_PARTY_CHECK_TIMEOUT = 'Timeout when waiting for 3rd party check iframe message';

export type ThirdPartyCookies = 'supported' | 'unsupported';

/**
 * §7's third-party-cookie check, as Keycloak's adapter makes it: the provider's check page in a hidden frame
 * says whether a frame of the provider keeps its cookies inside this page. Without them, the session-check
 * frame cannot see the provider's session, so it must not be used. Rejects with §8's timeout message.
 */
export function checkThirdPartyCookies(
  authority: string,
  timeoutMs: number = AUTH_TIMINGS.thirdPartyCheckMs,
): Promise<ThirdPartyCookies> {
  return new Promise((resolve, reject) => {
    const frame = document.createElement('iframe');
    frame.src = authority.replace(/\/+$/, '') + CHECK_PAGE;
    frame.title = 'third-party cookie check';
    frame.hidden = true;
    const origin = new URL(frame.src, window.location.href).origin;
    const finish = () => {
      window.clearTimeout(timer);
      window.removeEventListener('message', onMessage);
      frame.remove();
    };
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.contentWindow || event.origin !== origin) return;
      if (event.data !== 'supported' && event.data !== 'unsupported') return;
      finish();
      resolve(event.data);
    };
    const timer = window.setTimeout(() => {
      finish();
      reject(new Error(THIRD_PARTY_CHECK_TIMEOUT));
    }, timeoutMs);
    window.addEventListener('message', onMessage);
    document.body.appendChild(frame);
  });
}

let checked: { authority: string; answer: Promise<ThirdPartyCookies> } | undefined;

/**
 * The check, made once per page: a page that shows a stored sign-in watches the session before the
 * client's code comes, and the client's session monitor after; both need its answer, one check gives it.
 */
export function checkThirdPartyCookiesOnce(authority: string): Promise<ThirdPartyCookies> {
  if (checked?.authority !== authority) checked = { authority, answer: checkThirdPartyCookies(authority) };
  return checked.answer;
}
