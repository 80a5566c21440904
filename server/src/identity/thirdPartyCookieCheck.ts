import type { FastifyInstance } from 'fastify';
import { IDENTITY_PATHS } from './identityPaths.js';

/*
 * Keycloak's third-party-cookie check, which keycloak-js runs before it watches the session in a frame
 * (and §7 asks of the portal's front end): a hidden frame of the provider, inside the client's page, sets
 * a test cookie, then the second page reads it back and posts "supported" or "unsupported" to the page.
 * Where the Storage Access API says the frame has no cookies, the first page answers "unsupported" at
 * once. The answer holds no secret, so it goes to any parent; the test cookies live a minute, on this
 * folder only, and the second page removes them.
 */

const TEST_COOKIES = ['KEYCLOAK_3P_COOKIE_SAMESITE', 'KEYCLOAK_3P_COOKIE'] as const;

function checkPage(script: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>third-party cookie check</title></head><body><script>
function answer(supported) { window.parent.postMessage(supported ? 'supported' : 'unsupported', '*'); }
${script}
</script></body></html>`;
}

const STEP1 = checkPage(`
function setTestCookies() {
  document.cookie = '${TEST_COOKIES[0]}=supported; Max-Age=60; SameSite=None; Secure';
  document.cookie = '${TEST_COOKIES[1]}=supported; Max-Age=60';
  window.location.replace('step2.html');
}
if (typeof document.hasStorageAccess === 'function') {
  document.hasStorageAccess().then(function (granted) { granted ? setTestCookies() : answer(false); }, function () { answer(false); });
} else {
  setTestCookies();
}`);

const STEP2 = checkPage(`
var kept = document.cookie.split(';').some(function (part) { return part.trim().indexOf('${TEST_COOKIES[1]}=') === 0 || part.trim().indexOf('${TEST_COOKIES[0]}=') === 0; });
document.cookie = '${TEST_COOKIES[0]}=; Max-Age=0; SameSite=None; Secure';
document.cookie = '${TEST_COOKIES[1]}=; Max-Age=0';
answer(kept);`);

/** Serves both pages under the realm's path (`prefix`), framed by any site, as Keycloak's are. */
export function registerThirdPartyCookieCheck(app: FastifyInstance, prefix: string): void {
  for (const [path, page] of [
    [IDENTITY_PATHS.thirdPartyCookiesStep1, STEP1],
    [IDENTITY_PATHS.thirdPartyCookiesStep2, STEP2],
  ] as const) {
    app.get(`${prefix}${path}`, { schema: { hide: true } }, async (_request, reply) =>
      reply
        .header(
          'Content-Security-Policy',
          "frame-ancestors *; default-src 'none'; script-src 'unsafe-inline'",
        )
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(page),
    );
  }
}
