import { startPortalProcess, type PortalProcess } from '@tsw/server/testing/portalProcess';

/** The built web front end every portal under test serves. */
export const WEB_DIST = new URL('../../web/build/client', import.meta.url).pathname;

/**
 * The built portal on a data directory, as `npm start` runs it with the embedded database (whatever
 * DATABASE_URL the test run has), with the settings a test gives on top.
 */
export function startBuiltPortal(dataDirectory: string, env: NodeJS.ProcessEnv = {}): Promise<PortalProcess> {
  return startPortalProcess({ ...process.env, DATA_DIR: dataDirectory, WEB_DIST, DATABASE_URL: '', ...env });
}

/**
 * Waits for the site's first generation at a portal's address (its English home page): the pages are drawn
 * once, before any test times a page.
 */
export async function siteDrawn(url: string, portalName: string): Promise<void> {
  const home = await fetch(`${url}/en/`);
  if (!home.ok) throw new Error(`${portalName}'s home page answered ${home.status}`);
}
