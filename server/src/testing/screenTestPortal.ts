import type { PortalRole } from '@tsw/domain';
import type { TestProject } from 'vitest/node';
import { configFromEnvironment } from '../config/config.js';
import type { Database } from '../database/database.js';
import { storeCargo } from '../manifests/cargoStoreWrite.js';
import { manifestSample } from '../manifests/manifestSample.js';
import { injectTransport } from './injectTransport.js';
import { storePeriod, storeReferenceFixtures } from './referenceFixtures.js';
import { SignInFlow } from './signInFlow.js';
import { openTestPortal, TEST_TODAY } from './testApp.js';
import { createTestUser, TEST_PASSWORD } from './testUsers.js';

/** What a screen test reaches: the in-process portal's address and a signed-in user's access token per role. */
export interface ScreenTestPortal {
  readonly origin: string;
  readonly today: string;
  readonly accessTokens: Readonly<Record<ScreenTestRole, string>>;
}

/** The accounts screen tests sign in as: a trader, a declarant, an administrator, and one without a role. */
export type ScreenTestRole = 'trader' | 'declarant' | 'administrator' | 'noRole';

declare module 'vitest' {
  export interface ProvidedContext {
    screenPortal: ScreenTestPortal;
  }
}

/** A few real ISO 4217 currencies, and their customs rates in force before the test portal's day. */
async function storeScreenRates(database: Database): Promise<void> {
  await storePeriod(database, 'currency', '2020-01-01', [
    { code: 'BDT', description: 'Taka' },
    { code: 'EUR', description: 'Euro' },
    { code: 'GBP', description: 'Pound Sterling' },
    { code: 'USD', description: 'US Dollar' },
  ]);
  await storePeriod(database, 'exchangeRate', '2025-11-01', [
    { code: 'EUR', description: 'Euro', descriptionTranslated: 'ইউরো', rate: '142.1234' },
    { code: 'GBP', description: 'Pound Sterling', descriptionTranslated: 'পাউন্ড স্টার্লিং', rate: '163.5' },
    { code: 'USD', description: 'US Dollar', descriptionTranslated: 'মার্কিন ডলার', rate: '122.25' },
  ]);
}

/**
 * A few sample manifests of Chattogram, the last 90 days, stored as they are (the fixtures lack the
 * reference data the sample's codes are checked against): enough for a search to show a list.
 */
async function storeScreenManifests(database: Database): Promise<void> {
  const sample = manifestSample({
    today: TEST_TODAY,
    manifestsPerOffice: { BDCGP: 6, BDMGL: 0, BDBNP: 0, BDDAC: 0 },
    billsPerManifest: 2,
    vesselCount: 2,
  });
  await storeCargo(database, { fileName: 'screen tests', format: 'generated', sample: true, ...sample });
}

/**
 * Vitest's global setup for the screen tests: the whole server in-process on PGlite, listening on a free
 * loopback port, with the reference fixtures and a few rates. Screens rendered in the DOM environment
 * reach it by `fetch`, as they reach a deployed portal, so their requests meet the real routes, schemas
 * and database rather than hand-written answers.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const portal = await openTestPortal({
    prepare: async (database) => {
      await storeReferenceFixtures(database);
      await storeScreenRates(database);
      await storeScreenManifests(database);
    },
  });
  const origin = await portal.app.listen({ host: '127.0.0.1', port: 0 });
  const roles: Record<ScreenTestRole, readonly PortalRole[]> = {
    trader: ['trader'],
    declarant: ['declarant'],
    administrator: ['administrator'],
    noRole: [],
  };
  const accessTokens = {} as Record<ScreenTestRole, string>;
  const { publicUrl } = configFromEnvironment({}).identity;
  for (const [role, portalRoles] of Object.entries(roles) as [ScreenTestRole, readonly PortalRole[]][]) {
    const username = `screen-${role.toLowerCase()}`;
    await createTestUser(portal.database, username, portalRoles);
    const flow = new SignInFlow(injectTransport(portal.app), {
      publicUrl,
      username,
      password: TEST_PASSWORD,
    });
    accessTokens[role] = (await flow.signIn()).tokens.access_token;
  }
  project.provide('screenPortal', { origin, today: TEST_TODAY, accessTokens });
  return () => portal.close();
}
