import { SERVER_PATHS } from '@tsw/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { configFromEnvironment } from '../config/config.js';
import { CONTENT_PATH } from '../content/contentJson.js';
import { injectTransport } from '../testing/injectTransport.js';
import { SignInFlow } from '../testing/signInFlow.js';
import { openSecondInstance, type SecondInstance } from '../testing/secondInstance.js';
import { openTestPortal, type TestPortal } from '../testing/testApp.js';
import { testDatabaseKind } from '../testing/testDatabase.js';
import { createTestUser, TEST_PASSWORD } from '../testing/testUsers.js';
import { DATA_CHANGE_CHANNELS } from './dataChangeChannels.js';

const config = configFromEnvironment({});
/**
 * Longer than any test: a change that shows on the second instance was heard, not found by its periodic
 * check of the versions.
 */
const NEVER_MS = 3_600_000;
/** How long the second instance is given to hear a change: generous, as machines running tests are busy. */
const HEARD_WITHIN = { timeout: 5_000, interval: 20 };

describe(`changes announced to every instance on ${testDatabaseKind()}`, () => {
  let portal: TestPortal;
  let second: SecondInstance;

  beforeAll(async () => {
    portal = await openTestPortal({
      refreshMs: NEVER_MS,
      prepare: (database) => createTestUser(database, 'web-editor', ['content-editor']),
    });
    second = await openSecondInstance(portal, NEVER_MS);
  });
  afterAll(async () => {
    await second.close();
    await portal.close();
  });

  it('shows on the second instance a news item published on the first', async () => {
    const editor = `Bearer ${
      (
        await new SignInFlow(injectTransport(portal.app), {
          publicUrl: config.identity.publicUrl,
          username: 'web-editor',
          password: TEST_PASSWORD,
        }).signIn()
      ).tokens.access_token
    }`;
    const item = `${CONTENT_PATH}/items/news/heard-everywhere`;
    // The second instance holds its copy of the published content before the change.
    expect((await second.app.inject({ method: 'GET', url: item })).statusCode).toBe(404);

    const created = await portal.app.inject({
      method: 'POST',
      url: SERVER_PATHS.contentEditorItems,
      headers: { authorization: editor },
      payload: {
        kind: 'news',
        slug: 'heard-everywhere',
        date: '2025-07-01',
        translations: { en: { title: 'Announced', body: 'Seen by every instance.' } },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, version } = created.json<{ id: string; version: number }>();
    const published = await portal.app.inject({
      method: 'POST',
      url: `${SERVER_PATHS.contentEditorItems}/${id}/publish`,
      headers: { authorization: editor },
      payload: { version },
    });
    expect(published.statusCode, published.body).toBe(200);

    await vi.waitFor(async () => {
      const shown = await second.app.inject({ method: 'GET', url: item });
      expect(shown.statusCode).toBe(200);
      expect(shown.json()).toMatchObject({ title: 'Announced' });
    }, HEARD_WITHIN);
  });

  it('makes the second instance read again the versions of reference data changed elsewhere', async () => {
    const before = second.cache.versionOf('announced_entity');
    // What an import does at its end, from another process as the import command is.
    await portal.database.query(
      `insert into reference_entity_version (entity) values ('announced_entity')
       on conflict (entity) do update set version = reference_entity_version.version + 1`,
    );
    await vi.waitFor(() => expect(second.cache.versionOf('announced_entity')).not.toBe(before), HEARD_WITHIN);
  });

  it('announces each memory copy’s version row on its own channel, at commit', async () => {
    const heard: string[] = [];
    const stops = await Promise.all(
      Object.values(DATA_CHANGE_CHANNELS).map((channel) =>
        portal.database.listen(channel, () => heard.push(channel)),
      ),
    );
    try {
      await portal.database.transaction(async (transaction) => {
        await transaction.query('update content_version set version = version + 1');
        await transaction.query('update guide_version set version = version + 1');
        await transaction.query('update hs_model set complete = true where false');
        await transaction.query(
          `insert into reference_entity_version (entity) values ('announced_entity')
           on conflict (entity) do update set version = reference_entity_version.version + 1`,
        );
      });
      await vi.waitFor(
        () => expect(new Set(heard)).toEqual(new Set(Object.values(DATA_CHANGE_CHANNELS))),
        HEARD_WITHIN,
      );
      // A transaction rolled back announces nothing.
      heard.length = 0;
      await portal.database
        .transaction(async (transaction) => {
          await transaction.query('update content_version set version = version + 1');
          throw new Error('rolled back');
        })
        .catch(() => undefined);
      // Announcements arrive in the order of their commits: once a later one is heard, the first would be too.
      await portal.database.query('update guide_version set version = version + 1');
      await vi.waitFor(() => expect(heard).toContain(DATA_CHANGE_CHANNELS.guide), HEARD_WITHIN);
      expect(heard).toEqual([DATA_CHANGE_CHANNELS.guide]);
    } finally {
      await Promise.all(stops.map((stop) => stop()));
    }
  });
});
