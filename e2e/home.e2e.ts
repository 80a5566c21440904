import { mkdirSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser.js';
import { startPortal, type PortalUnderTest } from './support/portal.js';

const SCREENSHOTS = new URL('../test-results/', import.meta.url).pathname;

let portal: PortalUnderTest;
let browser: Browser;

beforeAll(async () => {
  [portal, browser] = await Promise.all([startPortal(), launchChromium()]);
  mkdirSync(SCREENSHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

describe('a new user opens the portal', () => {
  it('sees the home page, told that it runs on sample data', async () => {
    const page = await (await browser.newContext()).newPage();
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto(portal.url);
    await expect.poll(() => page.getByRole('status').textContent()).toContain('sample data');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Bangladesh Single Window');
    await page.screenshot({ path: `${SCREENSHOTS}home.png`, fullPage: true });
    const accessibility = await new AxeBuilder({ page }).analyze();
    expect(accessibility.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('can browse the API documentation and query the reference service', async () => {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${portal.url}/docs/`);
    await expect
      .poll(() => page.locator('.swagger-ui .title').first().textContent())
      .toContain('Trade Single Window');
    const answer = await page.evaluate(async () => {
      const response = await fetch('/rimm-server/commodity/search', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          max: 5,
          restrictions: [{ field: 'code', operator: 'STARTS_WITH', value: '85' }],
        }),
      });
      return (await response.json()) as { totalCount: number };
    });
    expect(answer.totalCount).toBeGreaterThan(0);
  });
});
