import { mkdirSync } from 'node:fs';
import { formatDate, typedDate } from '@tsw/domain';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowserSession } from './support/browserSession.js';
import { lowContrastTexts } from './support/contrast.js';
import { seriousViolations } from './support/seriousViolations.js';
import { signedInPage } from './support/signedInPage.js';

const SCREENSHOTS = new URL('../test-results/', import.meta.url).pathname;
const PUBLISH_PATH = '/en/tools/exchange-rates/publish';

// A portal of its own: it publishes a period of exchange rates, which the rate screens read.
const session = useBrowserSession('own');

/** A date as the English screen writes it, as a pattern. */
const shown = (date: string) => formatDate(date, 'en').replace(/\//g, '\\/');
beforeAll(() => mkdirSync(SCREENSHOTS, { recursive: true }));

/** The rate table's rows as text: code, name, rate in force, new rate (the input's value). */
async function formRows(page: Page): Promise<string[][]> {
  return page.locator('tbody tr').evaluateAll((trs) =>
    trs.map((tr) =>
      [...tr.querySelectorAll('td')].slice(0, 4).map((td) => {
        const input = td.querySelector('input');
        return input ? input.value : (td.textContent ?? '').trim();
      }),
    ),
  );
}

describe('publishing customs exchange rates', () => {
  it('is not offered to a trader, and its address sends one to access denied', async () => {
    const page = await signedInPage(session, '/en/tools/exchange-rates?size=50');
    await page.locator('tbody tr').first().waitFor();
    expect(await page.getByRole('link', { name: 'Publish new rates' }).count()).toBe(0);
    await page.goto(`${session.portal.url}${PUBLISH_PATH}`);
    await page.waitForURL(/\/en\/access-denied/);
  });

  it('checks, then publishes a new period from a CSV file, leaving the rates in force today as they were', async () => {
    // Every sample currency on one page.
    const page = await signedInPage(session, '/en/tools/exchange-rates?size=50', 'rates');
    await page.locator('tbody tr').first().waitFor();
    const todayRows = await page.locator('tbody tr').count();
    const usdToday = await page.locator('tbody tr', { hasText: 'USD' }).locator('td').nth(2).textContent();
    await page.getByRole('link', { name: 'Publish new rates' }).click();
    await page.waitForURL((url) => url.pathname === PUBLISH_PATH);

    // The form starts from the rates in force today, the new period from tomorrow. Its own rows have inputs:
    // the rates table may still be on screen while the form's data loads.
    await page.getByLabel('Valid from').waitFor();
    await expect.poll(async () => (await formRows(page)).length).toBe(todayRows);
    const start = await formRows(page);
    expect(start.find((row) => row[0] === 'USD')?.[2]).toBe(usdToday);
    // The field writes the day as the English screen writes dates (month first).
    const tomorrowShown = await page.getByLabel('Valid from').inputValue();
    expect(tomorrowShown).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    const tomorrow = typedDate(tomorrowShown, 'en') ?? '';
    expect(formatDate(tomorrow, 'en')).toBe(tomorrowShown);
    await page.screenshot({ path: `${SCREENSHOTS}rate-publishing-en.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    // Checked here before anything is sent, each problem beside its field.
    await page.getByLabel('New rate of USD').fill('12,5');
    await page.getByLabel('Valid from').fill('2020-01-01');
    await page.getByRole('button', { name: /^Publish \d+ rates/ }).click();
    await expect.poll(() => page.getByText(/A new period starts on .* at the earliest/).count()).toBe(1);
    expect(await page.getByText('The rate must be a number above 0 with at most 6 decimals.').count()).toBe(
      1,
    );

    // A CSV file replaces the list; a line without code and rate is named and left out.
    await page.getByLabel('Valid from').fill(tomorrow);
    await page.locator('input[type=file]').setInputFiles({
      name: 'rates.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('code,rate\nUSD,123.4567\nEUR,141.2\nXYZ\n'),
    });
    await expect.poll(() => page.locator('tbody tr').count()).toBe(2);
    expect(await page.getByText('were left out: 4').count()).toBe(1);
    // The currencies the file leaves out are named: they will have no rate in the new period.
    expect(await page.getByTestId('dropped-currencies').textContent()).toMatch(
      /^30 currencies are not in the list/,
    );
    await page.getByRole('combobox', { name: 'Add a currency' }).fill('GBP');
    await page.getByRole('option', { name: /^GBP — / }).click();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByLabel('New rate of GBP').fill('165.5');
    expect(await formRows(page)).toEqual([
      ['USD', 'US Dollar', expect.any(String), '123.4567'],
      ['EUR', 'Euro', expect.any(String), '141.2'],
      ['GBP', 'Pound Sterling', expect.any(String), '165.5'],
    ]);
    // Dates in sentences are bidi isolates (U+2068 … U+2069), so they are matched with a character either side.
    await page
      .getByRole('button', { name: new RegExp(`^Publish 3 rates from .${shown(tomorrow)}.$`) })
      .click();

    // The rates screen opens on the new period's first day.
    await page.waitForURL(
      (url) => url.pathname === '/en/tools/exchange-rates' && url.search.includes(tomorrow),
    );
    await expect.poll(() => page.getByText('3 rates published').count()).toBe(1);
    const customsRates = page.getByRole('region', { name: 'Customs exchange rates' });
    await customsRates.getByText('3 currencies').waitFor();
    expect(await page.locator('tbody tr', { hasText: 'USD' }).locator('td').nth(2).textContent()).toBe(
      '123.4567',
    );

    // Today is as it was.
    await page.goto(`${session.portal.url}/en/tools/exchange-rates?size=50`);
    await expect.poll(() => page.locator('tbody tr').count()).toBe(todayRows);
    expect(await page.locator('tbody tr', { hasText: 'USD' }).locator('td').nth(2).textContent()).toBe(
      usdToday,
    );

    // The same day again is refused by the server: a published period is never rewritten.
    session.tolerate(/status of 409/);
    await page.goto(`${session.portal.url}${PUBLISH_PATH}`);
    await page.locator('tbody tr').first().waitFor();
    await page.getByLabel('Valid from').fill(tomorrow);
    await page.getByRole('button', { name: /^Publish \d+ rates/ }).click();
    await expect
      .poll(() => page.getByText(new RegExp(`Rates from .${shown(tomorrow)}. are already published`)).count())
      .toBe(1);
  });

  it('reads right to left in Arabic, and in Bengali, with enough contrast', async () => {
    for (const language of ['ar', 'bn']) {
      const page = await signedInPage(session, `/${language}/tools/exchange-rates/publish`, 'rates');
      await page.locator('tbody tr').first().waitFor();
      expect(await page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
      await page.screenshot({ path: `${SCREENSHOTS}rate-publishing-${language}.png`, fullPage: true });
      expect(await lowContrastTexts(page)).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
      await page.close();
    }
  });
});
