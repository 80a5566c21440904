import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { siteDrawn, startBuiltPortal } from './portalBuild.js';
import { startSharedPortalBroker } from './sharedPortalBroker.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data directory after a real first start, stopped: each test file's portal starts from a copy. */
    portalDataTemplate: string;
    /**
     * The port the template ran on. A file's own portal listens there too when no other file's holds it, so
     * its address, and with it every page the template's first generation drew and kept, stays the same.
     */
    portalTemplatePort: number;
    /** Where a file asks for the address of the portal the files that only read share (sharedPortalBroker.ts). */
    sharedPortalBroker: string;
  }
}

/**
 * Vitest's global setup for the browser tests: one real first start (the real and sample data loaded, as
 * `npm start` loads them), kept as a template. A first start takes about 20 s on the 2-core machine and a
 * restart a few seconds, so each file's portal starts from a copy. The first start itself is under test
 * here: the run fails when it does. The portal the reading files share starts from it too, when one asks.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const template = mkdtempSync(join(tmpdir(), 'tsw-e2e-template-'));
  const portal = await startBuiltPortal(template, {
    LOG_LEVEL: 'warn',
    // A stop waits for requests in flight: on a loaded machine that may outlast the default 10 s, and a
    // forced stop would lose the template.
    SHUTDOWN_TIMEOUT_MS: '120000',
  });
  // The site's first generation, which the data directory then keeps (site/siteStore.ts): each file's
  // portal starts from those pages instead of drawing them all again.
  await siteDrawn(portal.url, 'The template portal');
  const exitCode = await portal.stop();
  if (exitCode !== 0)
    throw new Error(`The template portal stopped with ${String(exitCode)}:\n${portal.output()}`);
  project.provide('portalDataTemplate', template);
  project.provide('portalTemplatePort', Number(new URL(portal.url).port));
  const sharedPortalBroker = await startSharedPortalBroker(template);
  project.provide('sharedPortalBroker', sharedPortalBroker.url);
  return async () => {
    await sharedPortalBroker.close();
    rmSync(template, { recursive: true, force: true });
  };
}
