import { mkdirSync, readFileSync } from 'node:fs';
import { formatDate, isoDateAt, type IsoDate } from '@tsw/domain';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowserSession } from './support/browserSession.js';
import { lowContrastTexts } from './support/contrast.js';
import { expectFitsPhone, PHONE } from './support/phone.js';
import { signedInPage } from './support/signedInPage.js';
import { seriousViolations } from './support/seriousViolations.js';

const SCREENSHOTS = new URL('../test-results/', import.meta.url).pathname;
/** A date before most of the sample data's periods, so that counts differ from today's. */
const PAST_DATE = '2024-01-15';
/** Another past date, whose counts the service is made to fail. */
const OTHER_PAST_DATE = '2024-06-15';

const session = useBrowserSession();
let today: IsoDate;
beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const config = (await (await fetch(`${session.portal.url}/portal-config.json`)).json()) as {
    timeZone: string;
  };
  today = isoDateAt(new Date(), config.timeZone);
  // The portal's first page may wait on its first start's work: not the first test's navigation.
  await fetch(`${session.portal.url}/en/tools/reference-lists`);
});

function referenceLists(language = 'en', query = ''): Promise<Page> {
  return signedInPage(session, `/${language}/tools/reference-lists${query}`);
}

/** Each table's count as the screen shows it, by entity. */
async function shownCounts(page: Page): Promise<Record<string, string>> {
  return page
    .locator('tr[data-entity]')
    .evaluateAll((rows) =>
      Object.fromEntries(
        rows.map((row) => [
          row.getAttribute('data-entity') ?? '',
          row.querySelector('[data-testid=record-count]')?.textContent ?? '',
        ]),
      ),
    );
}

/** The service's counts on a date, asked with the page's token. */
async function serviceCounts(page: Page, date: string): Promise<Record<string, string>> {
  const answer = await page.evaluate(async (date) => {
    const stored = Object.entries(sessionStorage).find(([key]) => key.startsWith('oidc.user:'))?.[1];
    const token = (JSON.parse(stored ?? '{}') as { access_token?: string }).access_token;
    const response = await fetch(`/rimm-server/exports?validityDate=${date}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return (await response.json()) as { tables: { entity: string; recordCount: number }[] };
  }, date);
  return Object.fromEntries(
    answer.tables.map((table) => [table.entity, new Intl.NumberFormat('en-US').format(table.recordCount)]),
  );
}

/** Every table's row is drawn and its count has come. */
async function countsSettled(page: Page): Promise<boolean> {
  const counts = Object.values(await shownCounts(page));
  return counts.length > 0 && !counts.includes('…');
}

// What one screen does (a linked date that is not one, the groups and names, the keyboard order, a
// table's file in Bengali) is ReferenceListsPage.screen.test.tsx's; every table's files counted, CSV and
// XLSX, today and on a past date, referenceExportRoutes.db.test.ts's.
describe('the reference lists screen', () => {
  it('lists every table by group with its records in force, source and last import', async () => {
    const page = await referenceLists();
    await expect.poll(() => countsSettled(page), { timeout: 30_000 }).toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Reference lists');
    expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual([
      'Tariff',
      'Procedures',
      'International code lists',
      'National parties',
      'Other',
    ]);
    expect(await shownCounts(page)).toEqual(await serviceCounts(page, today));
    const location = page.locator('tr[data-entity=location]');
    expect(
      Number((await location.getByTestId('record-count').textContent())?.replace(/,/g, '')),
    ).toBeGreaterThan(20_000);
    await expect.poll(() => location.textContent()).toContain('Real data');
    expect(await page.locator('tr[data-entity=company]').textContent()).toContain('Sample data');
    // A sub-entity is named with its parent, since "Modes of transport" is also a table of its own.
    expect(await page.locator('tr[data-entity=modeOfTransports] th').textContent()).toBe(
      'Modes of transport (Customs offices)',
    );
    expect(
      await page.getByRole('link', { name: 'Locations (UN/LOCODE)', exact: true }).getAttribute('href'),
    ).toBe('/en/tools/codification/location');
    expect(await page.getByTestId('reference-lists-date').textContent()).toContain(formatDate(today, 'en'));
    await page.screenshot({ path: `${SCREENSHOTS}reference-lists-en.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    expect(await lowContrastTexts(page)).toEqual([]);
  });

  it('counts and downloads, by keyboard, what was in force on a chosen date, and says when either fails', async () => {
    const page = await referenceLists();
    await expect.poll(() => countsSettled(page), { timeout: 30_000 }).toBe(true);
    await page.locator('input[name=date]').fill(PAST_DATE);
    await expect.poll(() => page.url()).toContain(`date=${PAST_DATE}`);
    const expected = await serviceCounts(page, PAST_DATE);
    await expect.poll(() => shownCounts(page)).toEqual(expected);

    // A small table's file, made by the server for that date, with the rows counted: the currencies
    // (ISO 4217, real data), in force then as today.
    expect(Number(expected.currency)).toBeGreaterThan(0);
    const name = page.getByRole('link', { name: 'Currencies', exact: true });
    await name.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      `Download Currencies in force on ${formatDate(PAST_DATE, 'en')} as XLSX`,
    );
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toBe(`currency_${PAST_DATE}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await download.path()) ?? '');
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe('code');
    expect(String((sheet?.rowCount ?? 0) - 1)).toBe(expected.currency);
    expect(String(sheet?.getRow(2).getCell(1).value)).toMatch(/^[A-Z]{3}$/);
    // The table's name leads to the codification screen on that table.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/en\/tools\/codification\/currency$/);
    await page.goBack();
    await expect.poll(() => countsSettled(page), { timeout: 30_000 }).toBe(true);

    session.tolerate(/status of 500/);
    await page.route('**/rimm-server/exports/location.csv?**', (route) =>
      route.fulfill({ status: 500, body: '' }),
    );
    await page.getByRole('button', { name: /Download Locations \(UN\/LOCODE\) .* as CSV/ }).click();
    const toast = page.locator('.mantine-Notification-root');
    await expect
      .poll(() => toast.textContent(), { timeout: 15_000 })
      .toContain('Locations (UN/LOCODE) could not be downloaded as CSV');

    await page.route('**/rimm-server/exports?**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"INTERNAL"}' }),
    );
    await page.locator('input[name=date]').fill(OTHER_PAST_DATE);
    await expect.poll(() => page.url()).toContain(`date=${OTHER_PAST_DATE}`);
    await expect
      .poll(() => page.getByRole('alert').allTextContents(), { timeout: 15_000 })
      .toContain('The record counts could not be read. The downloads may still work; try again later.');
  });

  // Each page is then held as a phone (toolsOnPhone.e2e.ts's check of every tool, made here on the page
  // already loaded).
  it('reads right to left in Arabic and in Bengali script, axe-clean, on a desktop and a phone', async () => {
    const page = await referenceLists('ar');
    await expect.poll(() => countsSettled(page), { timeout: 30_000 }).toBe(true);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('القوائم المرجعية');
    expect(await shownCounts(page)).toEqual(await serviceCounts(page, today));
    await page.screenshot({ path: `${SCREENSHOTS}reference-lists-ar.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    expect(await lowContrastTexts(page)).toEqual([]);
    await page.setViewportSize(PHONE);
    await expectFitsPhone(page, 'ar');

    const bengali = await referenceLists('bn');
    await expect.poll(() => countsSettled(bengali), { timeout: 30_000 }).toBe(true);
    expect(await bengali.getByRole('heading', { level: 1 }).textContent()).toBe('রেফারেন্স তালিকা');
    const [download] = await Promise.all([
      bengali.waitForEvent('download'),
      bengali.locator('tr[data-entity=country]').getByRole('button', { name: /CSV/ }).click(),
    ]);
    const rows = parse(readFileSync((await download.path()) ?? ''), { bom: true }) as string[][];
    expect(rows[0]?.[2]).toBe('descriptionTranslated');
    expect(rows.some((row) => /[\u0980-\u09FF]/.test(row[2] ?? ''))).toBe(true);
    await bengali.screenshot({ path: `${SCREENSHOTS}reference-lists-bn.png`, fullPage: true });
    expect(await seriousViolations(bengali)).toEqual([]);
    expect(await lowContrastTexts(bengali)).toEqual([]);
    await bengali.setViewportSize(PHONE);
    await expectFitsPhone(bengali, 'bn');
  });
});
