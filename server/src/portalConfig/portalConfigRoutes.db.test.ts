import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestPortal, type TestPortal } from '../testing/testApp.js';

let portal: TestPortal;
beforeAll(async () => {
  portal = await openTestPortal();
});
afterAll(() => portal.close());

describe('the portal configuration the front end reads', () => {
  it('names the country, the time zone that decides today, and every service address', async () => {
    const response = await portal.app.inject({ method: 'GET', url: '/portal-config.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      country: 'BD',
      timeZone: 'Asia/Dhaka',
      services: { referenceData: '/rimm-server/', externalRates: '/api/external-rates/' },
    });
  });
});
