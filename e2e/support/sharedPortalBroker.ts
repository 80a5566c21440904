import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PortalProcess } from '@tsw/server/testing/portalProcess';
import { siteDrawn, startBuiltPortal } from './portalBuild.js';

export interface SharedPortalBroker {
  /** Where a file asks for the shared portal's address and data directory (portal.ts, `sharedPortal`). */
  readonly url: string;
  /** Stops the shared portal, if a file started it, and removes its data. */
  close(): Promise<void>;
}

/**
 * The run's one portal for the files that only read (the default of `usePortalAndBrowser`), instead of a
 * portal per file: a start and stop cost about 9 s a file on the 2-core machine. It starts the first time a
 * file asks, so a run of files that each need their own starts none; files asking at once (side by side)
 * wait for the same start. The run's global setup owns it, and its teardown stops it.
 *
 * It listens on a port of its own, not the template's: files with a portal of their own keep that port
 * when they run one after another, and the pages the template drew; this portal draws the site's pages
 * once for its address.
 */
export async function startSharedPortalBroker(template: string): Promise<SharedPortalBroker> {
  const dataDirectory = mkdtempSync(join(tmpdir(), 'tsw-e2e-shared-'));
  let started: Promise<PortalProcess> | undefined;
  const start = async (): Promise<PortalProcess> => {
    cpSync(template, dataDirectory, { recursive: true });
    const portal = await startBuiltPortal(dataDirectory, {
      LOG_LEVEL: 'warn',
      // The rate limits count per client address, and every file comes from this one: the files' prints
      // and exports would add up to limits that each file alone stays under.
      RATE_LIMIT_EXEMPT: '127.0.0.1',
    });
    await siteDrawn(portal.url, 'The shared portal');
    return portal;
  };

  const server = createServer((_request, response) => {
    started ??= start();
    started.then(
      (portal) =>
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ url: portal.url, dataDirectory })),
      (error: unknown) => response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error)),
    );
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      await new Promise((closed) => server.close(closed));
      const portal = await started?.catch(() => undefined);
      await portal?.stop();
      rmSync(dataDirectory, { recursive: true, force: true });
    },
  };
}
