/** The built web front end every portal under test serves. */
export const WEB_DIST = new URL('../../web/build/client', import.meta.url).pathname;
