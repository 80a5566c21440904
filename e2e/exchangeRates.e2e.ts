import { mkdirSync, readFileSync } from 'node:fs';
import { pdfFirstPagePng, pdfText } from '@tsw/server/testing/pdfText';
import ExcelJS from 'exceljs';
import {
  decimalFromText,
  decimalText,
  formatAmount,
  formatDate,
  isoDateAt,
  isoDateDayBefore,
  isoDateDaysBefore,
  multiplyDecimals,
  subtractDecimals,
  type IsoDate,
} from '@tsw/domain';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowserSession } from './support/browserSession.js';
import { lowContrastTexts } from './support/contrast.js';
import { signedInPage } from './support/signedInPage.js';
import { seriousViolations } from './support/seriousViolations.js';

const SCREENSHOTS = new URL('../test-results/', import.meta.url).pathname;

const session = useBrowserSession();
beforeAll(() => mkdirSync(SCREENSHOTS, { recursive: true }));

/** The sample rates cover the 90 days before the portal loaded them: today is among them, in any zone. */
const today = isoDateAt(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone);
const daysBefore = isoDateDaysBefore;

/** A signed-in trader on the exchange-rate screen, in the given language. */
function exchangeRates(language = 'en', query = ''): Promise<Page> {
  return signedInPage(session, `/${language}/tools/exchange-rates${query}`);
}

/** The rows of the rate table: code, name, rate, difference, valid from, valid to. */
async function rows(page: Page): Promise<string[][]> {
  return page
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
}

/** The reference service's own record, to compare the screen with. */
async function usdRate(page: Page, date: IsoDate): Promise<string> {
  return page.evaluate(
    async ({ date }) => {
      const token = Object.entries(sessionStorage).find(([key]) => key.startsWith('oidc.user:'))?.[1];
      const accessToken = (JSON.parse(token ?? '{}') as { access_token?: string }).access_token;
      const response = await fetch('/rimm-server/exchangeRate/search', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
        body: JSON.stringify({
          restrictions: [{ field: 'code', operator: 'EQUALS', value: 'USD' }],
          meta: { validityDate: date },
          selectFields: ['rate'],
        }),
      });
      return ((await response.json()) as { resultList: { rate: string }[] }).resultList[0]?.rate ?? '';
    },
    { date },
  );
}

describe('the exchange-rate screen', () => {
  it('lists the rates of a past date with the difference from the day before', async () => {
    const date = daysBefore(today, 10);
    const page = await exchangeRates('en', `?date=${date}&size=50`);
    await expect.poll(async () => (await rows(page)).length).toBe(32);
    expect(await page.getByRole('columnheader').allTextContents()).toEqual([
      'Currency Code ▲',
      'Currency Name ',
      'Rate ',
      'Difference',
      'Valid from',
      'Valid to',
    ]);
    const usd = (await rows(page)).find((row) => row[0] === 'USD') ?? [];
    const [rate, previous] = [await usdRate(page, date), await usdRate(page, isoDateDayBefore(date))];
    expect(usd[2]).toBe(Number(rate).toFixed(4));
    // The difference is today's rate minus yesterday's, exactly, with its sign.
    const difference = decimalText(
      subtractDecimals(
        decimalFromText(rate) ?? { units: 0n, scale: 0 },
        decimalFromText(previous) ?? { units: 0n, scale: 0 },
      ),
    );
    expect(usd[3]?.replace('+', '')).toBe(Number(difference).toFixed(4));
    // Dates as the screen writes every date (its heading's, its lines'), not ISO.
    expect(usd[4]).toBe(formatDate(date, 'en'));
    expect(usd[5]).toBe(formatDate(date, 'en'));
    await expect
      .poll(() => page.getByTestId('rates-last-updated').textContent())
      .toContain(formatDate(date, 'en'));

    // The difference column goes when it is not wanted; a search narrows the list.
    await page.getByLabel('Show the difference from the day before').click({ force: true });
    await expect.poll(() => page.getByRole('columnheader', { name: 'Difference' }).count()).toBe(0);
    // Typed key by key: the box keeps every letter while the search waits for a pause.
    await page.locator('input[name=q]').pressSequentially('yen', { delay: 60 });
    expect(await page.locator('input[name=q]').inputValue()).toBe('yen');
    await expect.poll(async () => (await rows(page)).map((row) => row[0])).toEqual(['JPY']);
    // The other choices stay: still the rates of that date.
    expect((await rows(page))[0]?.[3]).toBe(formatDate(date, 'en'));
    expect(page.url()).toContain(`date=${date}`);
    await page.screenshot({ path: `${SCREENSHOTS}exchange-rates-en.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('says when no rate is in force', async () => {
    const page = await exchangeRates('en', `?date=${daysBefore(today, 400)}`);
    await expect.poll(() => page.getByText(/No exchange rates are in force on/).count()).toBe(1);
  });

  it('converts 1,000 US dollars on a past date at that date’s rate, and explains bad amounts', async () => {
    const date = daysBefore(today, 30);
    const page = await exchangeRates();
    const converter = page.getByRole('form', { name: 'Currency converter' });
    await converter.locator('input[name=converterDate]').fill(date);
    const convert = () => converter.getByRole('button', { name: 'Convert' }).click();

    await convert();
    await expect.poll(() => converter.getByText('Field is mandatory').count()).toBe(1);
    await converter.locator('input[name=amount]').fill('ten');
    await convert();
    await expect.poll(() => converter.getByText('Amount must be a number').count()).toBe(1);
    await converter.locator('input[name=amount]').fill('0.5');
    await convert();
    await expect.poll(() => converter.getByText('Minimum amount is 1').count()).toBe(1);

    await converter.locator('input[name=amount]').fill('1,000');
    await convert();
    const rate = await usdRate(page, date);
    const expected = formatAmount(
      decimalText(
        multiplyDecimals({ units: 1000n, scale: 0 }, decimalFromText(rate) ?? { units: 0n, scale: 0 }),
      ),
      'en',
    );
    await expect.poll(() => page.getByTestId('converted-total').textContent()).toBe(`${expected} BDT`);

    // A date before any rate.
    await converter.locator('input[name=converterDate]').fill(daysBefore(today, 400));
    await convert();
    await expect.poll(() => page.getByText('No available rate for this date').count()).toBe(1);
  });

  it('exports every rate as CSV, XLSX and PDF with the four columns and the last-updated line', async () => {
    const date = daysBefore(today, 3);
    const page = await exchangeRates('en', `?date=${date}&size=10`);
    await expect.poll(async () => (await rows(page)).length).toBe(10);
    const download = async (name: string) => {
      const [file] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name, exact: true }).click(),
      ]);
      const path = (await file.path()) ?? '';
      return { name: file.suggestedFilename(), path, bytes: readFileSync(path) };
    };

    const csv = await download('Export CSV');
    expect(csv.name).toBe('customs-exchange-rates.csv');
    const lines = csv.bytes
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Currency Code,Currency Name,Rate,Difference');
    expect(lines).toHaveLength(33);
    const usd = lines.find((line) => line.startsWith('USD,')) ?? '';
    expect(usd).toBe(`USD,US Dollar,${Number(await usdRate(page, date)).toFixed(4)},${usd.split(',')[3]}`);
    expect(usd.split(',')[3]).toMatch(/^-?\d+\.\d{4}$/);

    const xlsx = await download('Export XLSX');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(xlsx.path);
    const sheet = workbook.worksheets[0];
    expect(sheet?.rowCount).toBe(33);
    expect(sheet?.getRow(2).getCell(1).value).toBe('AED');
    expect(typeof sheet?.getRow(2).getCell(3).value).toBe('number');
    expect(sheet?.getColumn(3).numFmt).toBe('#,##0.0000');

    const pdf = await download('Export PDF');
    const { text } = pdfText(pdf.bytes);
    for (const words of [
      'Bangladesh Single Window Customs exchange rates',
      'Last updated',
      'Printed on',
      'US Dollar',
    ])
      expect(text).toContain(words);
    pdfFirstPagePng(pdf.bytes, `${SCREENSHOTS}exchange-rates-export-en.png`, 70);
  });

  it('reads right to left in Arabic and in Bengali script, with enough contrast', async () => {
    for (const language of ['ar', 'bn'] as const) {
      const date = daysBefore(today, 5);
      const page = await exchangeRates(language, `?date=${date}`);
      // Ten rows a page unless asked.
      await expect.poll(async () => (await rows(page)).length).toBe(10);
      // One way of writing dates on the screen, the language's: day first, Bengali in its digits.
      const shown = formatDate(date, language);
      expect(shown).toMatch(language === 'bn' ? /^[০-৯]{2}\/[০-৯]{2}\/[০-৯]{4}$/ : /^\d{2}\/\d{2}\/\d{4}$/);
      expect((await rows(page))[0]?.[4]).toBe(shown);
      expect(await page.getByTestId('rates-last-updated').textContent()).toContain(shown);
      expect(await page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
      await page.screenshot({ path: `${SCREENSHOTS}exchange-rates-${language}.png`, fullPage: true });
      expect(await lowContrastTexts(page)).toEqual([]);
    }
  });
});
