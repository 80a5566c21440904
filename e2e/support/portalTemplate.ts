import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPortalProcess } from '@tsw/server/testing/portalProcess';
import type { TestProject } from 'vitest/node';
import { WEB_DIST } from './portalBuild.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data directory after a real first start, stopped: each test file's portal starts from a copy. */
    portalDataTemplate: string;
  }
}

/**
 * Vitest's global setup for the browser tests: one real first start (the real and sample data loaded, as
 * `npm start` loads them), kept as a template. A first start takes about 20 s on the 2-core machine and a
 * restart about 5 s, so each file's portal starts from a copy; the first start itself stays under test in
 * lifecycle.e2e.ts and wherever a file asks for a fresh portal.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const template = mkdtempSync(join(tmpdir(), 'tsw-e2e-template-'));
  const portal = await startPortalProcess({
    ...process.env,
    DATA_DIR: template,
    WEB_DIST,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    // A stop waits for requests in flight: on a loaded machine that may outlast the default 10 s, and a
    // forced stop would lose the template.
    SHUTDOWN_TIMEOUT_MS: '120000',
  });
  // A page waits for the site's first generation, which the data directory then keeps (site/siteStore.ts):
  // each file's portal starts from those pages instead of drawing them all again.
  const home = await fetch(`${portal.url}/en/`);
  if (!home.ok) throw new Error(`The template portal's home page answered ${home.status}`);
  const exitCode = await portal.stop();
  if (exitCode !== 0)
    throw new Error(`The template portal stopped with ${String(exitCode)}:\n${portal.output()}`);
  project.provide('portalDataTemplate', template);
  return () => rmSync(template, { recursive: true, force: true });
}
