import { mkdirSync, readFileSync } from 'node:fs';
import { pdfFirstPagePng, pdfText } from '@tsw/server/testing/pdfText';
import { formatDate, formatRate, isoDateAt, isoDateDaysBefore, type IsoDate } from '@tsw/domain';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowserSession } from './support/browserSession.js';
import { lowContrastTexts } from './support/contrast.js';
import { pdfSentToTab } from './support/pdfTab.js';
import { expectFitsPhone, PHONE } from './support/phone.js';
import { signedInPage } from './support/signedInPage.js';
import { seriousViolations } from './support/seriousViolations.js';

const SCREENSHOTS = new URL('../test-results/', import.meta.url).pathname;
const SOURCE = 'Bangladesh Bank (sample data)';
const FAILED = "Something went wrong while fetching Central Bank's exchange rates";

/** The sample publication the portal loads on first start, its days counted back from that day. */
const SAMPLE = JSON.parse(
  readFileSync(new URL('../server/sample-data/centralBank/rates.json', import.meta.url), 'utf8'),
) as { days: { daysBeforeLoad: number; rates: { currencyCode: string; midRate: string }[] }[] };

function sampleMidRate(daysBefore: number, code: string): string {
  const day = SAMPLE.days.find((candidate) => candidate.daysBeforeLoad === daysBefore);
  return day?.rates.find((rate) => rate.currencyCode === code)?.midRate ?? '';
}

const session = useBrowserSession();
/** The administration's day, as the portal counts it (its TIME_ZONE), read once the portal is up. */
let today: IsoDate;
beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const config = (await (await fetch(`${session.portal.url}/portal-config.json`)).json()) as {
    timeZone: string;
  };
  today = isoDateAt(new Date(), config.timeZone);
});

/** A signed-in trader on the central-bank rates screen, in the given language. */
function centralBankRates(language = 'en', query = ''): Promise<Page> {
  return signedInPage(session, `/${language}/tools/central-bank-rates${query}`);
}

/** The rows of the rate table: code, name, units, buying, selling, mid, counted in. */
async function rows(page: Page): Promise<string[][]> {
  return page
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
}

const codes = async (page: Page) => (await rows(page)).map((row) => row[0]);

/** The service's own answer, asked with the page's token, to compare the screen and the print with. */
async function serviceAnswer(page: Page, query: string) {
  return page.evaluate(async (query) => {
    const token = Object.entries(sessionStorage).find(([key]) => key.startsWith('oidc.user:'))?.[1];
    const accessToken = (JSON.parse(token ?? '{}') as { access_token?: string }).access_token;
    const response = await fetch(`/api/external-rates/search?${query}`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    return (await response.json()) as {
      exchangeRates: { currencyCode: string; midRate: string; buyingRate: string | null }[];
      totalCount: number;
    };
  }, query);
}

describe('the central-bank rates screen', () => {
  it("lists today's rates ten a page, a past day's on its date, sorted by the service", async () => {
    const page = await centralBankRates();
    await expect.poll(async () => (await rows(page)).length).toBe(10);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe("Central Bank's exchange rates");
    expect(await page.getByRole('columnheader').allTextContents()).toEqual([
      'Currency Code ▲',
      'Currency Name ',
      'Units',
      'Buying ',
      'Selling ',
      'Mid Rate ',
      'Counted In',
    ]);
    expect(await page.getByText('16 currencies').count()).toBe(1);
    // The source and the date are bidi isolates (U+2068 … U+2069) in the sentence.
    expect(await page.getByTestId('central-bank-publications').textContent()).toBe(
      `Rates published by \u2068${SOURCE}\u2069 on \u2068${formatDate(today, 'en')}\u2069`,
    );
    const jpy = (await rows(page)).find((row) => row[0] === 'JPY') ?? [];
    expect(jpy).toEqual([
      'JPY',
      'Japanese Yen',
      '100',
      expect.stringMatching(/^\d+\.\d{4}$/),
      expect.stringMatching(/^\d+\.\d{4}$/),
      formatRate(sampleMidRate(0, 'JPY'), 'en'),
      'BDT',
    ]);
    // Figures end on the cell's end edge (the right, in English), as in a ledger.
    const midCell = page.locator('tbody tr').first().locator('td').nth(5);
    const [cell, figure] = [await midCell.boundingBox(), await midCell.locator('.code-text').boundingBox()];
    expect(
      Math.abs((cell?.x ?? 0) + (cell?.width ?? 0) - (figure?.x ?? 0) - (figure?.width ?? 0)),
    ).toBeLessThan(20);
    expect(figure?.width).toBeLessThan((cell?.width ?? 0) / 2);

    await page.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => codes(page)).toEqual(['KWD', 'MYR', 'SAR', 'SEK', 'SGD', 'USD']);
    expect(page.url()).toContain('page=2');

    // A past day: that day's publication, on the first page again.
    const date = isoDateDaysBefore(today, 10);
    await page.locator('input[name=date]').fill(date);
    await expect
      .poll(() => page.getByTestId('central-bank-publications').textContent())
      .toContain(formatDate(date, 'en'));
    expect(page.url()).toContain(`date=${date}`);
    expect(page.url()).not.toContain('page=');
    const usd = (await rows(page)).find((row) => row[0] === 'USD');
    expect(usd).toBeUndefined();
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect
      .poll(async () => (await rows(page)).find((row) => row[0] === 'USD')?.[5])
      .toBe(formatRate(sampleMidRate(10, 'USD'), 'en'));

    // Sorted by mid rate, highest first: the Kuwaiti dinar leads.
    await page.getByRole('button', { name: 'Mid Rate' }).click();
    await expect.poll(() => page.url()).toContain('sort=midRate');
    await page.getByRole('button', { name: /Mid Rate/ }).click();
    await expect.poll(async () => (await codes(page))[0]).toBe('KWD');
    expect(page.url()).toContain('order=desc');
    await expect
      .poll(() => page.getByRole('columnheader', { name: /Mid Rate/ }).getAttribute('aria-sort'))
      .toBe('descending');
    const expected = await serviceAnswer(page, `date=${date}&sortByFields=midRate&order=desc&max=10`);
    expect(await codes(page)).toEqual(expected.exchangeRates.map((rate) => rate.currencyCode));

    // Typed key by key: the box keeps every letter while the search waits for a pause.
    await page.locator('input[name=q]').pressSequentially('dollar', { delay: 40 });
    expect(await page.locator('input[name=q]').inputValue()).toBe('dollar');
    await expect.poll(async () => (await codes(page)).length).toBe(5);
    expect([...(await codes(page))].sort()).toEqual(['AUD', 'CAD', 'HKD', 'SGD', 'USD']);
    expect(await page.getByText('5 currencies').count()).toBe(1);
    expect(page.url()).toContain('q=dollar');
    expect(page.url()).toContain(`date=${date}`);
    await page.screenshot({ path: `${SCREENSHOTS}central-bank-rates-en.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('narrows to chosen currencies, shows more rows a page, and offers no choice of a single source', async () => {
    const page = await centralBankRates();
    await expect.poll(async () => (await rows(page)).length).toBe(10);
    expect(await page.getByLabel('Source').count()).toBe(0);
    await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('25');
    await expect.poll(async () => (await rows(page)).length).toBe(16);
    expect(page.url()).toContain('size=25');

    const currencies = page.getByRole('combobox', { name: 'Currencies' });
    for (const code of ['EUR', 'USD']) {
      await currencies.click();
      await currencies.fill(code);
      await page.getByRole('option', { name: new RegExp(`^${code} — `) }).click();
    }
    await expect.poll(() => codes(page)).toEqual(['EUR', 'USD']);
    expect(decodeURIComponent(page.url())).toContain('currencies=EUR,USD');
    expect(await page.getByText('2 currencies').count()).toBe(1);

    // A page beyond the last, as an old link may ask for: the last page.
    await page.goto(`${session.portal.url}/en/tools/central-bank-rates?page=7`);
    await expect.poll(() => codes(page)).toEqual(['KWD', 'MYR', 'SAR', 'SEK', 'SGD', 'USD']);
    expect(page.url()).toContain('page=2');
  });

  it('prints the selection as rates.csv and opens it as a PDF in a new tab', async () => {
    const date = isoDateDaysBefore(today, 3);
    const query = `date=${date}&searchText=dollar&sortByFields=midRate&order=desc`;
    const page = await centralBankRates('en', `?date=${date}&q=dollar&sort=midRate&order=desc`);
    await expect.poll(async () => (await rows(page)).length).toBe(5);
    const answer = await serviceAnswer(page, query);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Print CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('rates.csv');
    const lines = readFileSync((await download.path()) ?? '', 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Currency Code,Currency Name,Units,Buying,Selling,Mid Rate,Counted In,Date,Source');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(await codes(page));
    expect(lines.slice(1).map((line) => line.split(',')[5])).toEqual(
      answer.exchangeRates.map((rate) => rate.midRate),
    );
    expect(lines[1]?.split(',').slice(7)).toEqual([date, SOURCE]);

    const [tab] = await Promise.all([
      session.context.waitForEvent('page'),
      page.getByRole('button', { name: 'Print PDF' }).click(),
    ]);
    const bytes = await pdfSentToTab(tab);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text } = pdfText(bytes);
    for (const words of ['Bangladesh Single Window', SOURCE, 'Hong Kong Dollar', 'US Dollar'])
      expect(text).toContain(words);
    expect(text).toContain(formatRate(answer.exchangeRates[0]?.midRate, 'en'));
    pdfFirstPagePng(bytes, `${SCREENSHOTS}central-bank-rates-print-en.png`, 70);
  });

  // EXTERNAL_RATES_URL may name another server, answering as the specification writes it (issue 28).
  it("reads another server's bare {exchangeRates, totalCount}, and its print in capitals", async () => {
    const page = await centralBankRates();
    await expect.poll(async () => (await rows(page)).length).toBe(10);
    await page.route('**/api/external-rates/search?**', async (route) => {
      const { exchangeRates, totalCount } = (await (await route.fetch()).json()) as {
        exchangeRates: unknown[];
        totalCount: number;
      };
      await route.fulfill({ json: { exchangeRates, totalCount } });
    });
    const bare = page.waitForResponse((response) => response.url().includes('/api/external-rates/search?'));
    await page.reload();
    await bare;
    await expect.poll(async () => (await rows(page)).length).toBe(10);
    expect(await codes(page)).toEqual(
      (await serviceAnswer(page, '')).exchangeRates.map((r) => r.currencyCode),
    );
    // Without the service's publications, the day of each source's rates is read from the rates shown.
    expect(await page.getByTestId('central-bank-publications').textContent()).toContain(SOURCE);
    expect(await page.locator('.mantine-Notification-root').count()).toBe(0);

    // What a deployed client sends: reportFormat in capitals, or capitalised, is the same print.
    const prints = await page.evaluate(async () => {
      const token = Object.entries(sessionStorage).find(([key]) => key.startsWith('oidc.user:'))?.[1];
      const accessToken = (JSON.parse(token ?? '{}') as { access_token?: string }).access_token;
      const print = async (reportFormat: string) => {
        const response = await fetch(
          `/api/external-rates/print?reportFormat=${reportFormat}&currencies=USD`,
          {
            headers: { authorization: `Bearer ${accessToken}` },
          },
        );
        return { status: response.status, type: response.headers.get('content-type') };
      };
      return Promise.all(['CSV', 'Csv', 'PDF', 'Pdf'].map(print));
    });
    expect(prints).toEqual([
      { status: 200, type: 'text/csv; charset=utf-8' },
      { status: 200, type: 'text/csv; charset=utf-8' },
      { status: 200, type: 'application/pdf' },
      { status: 200, type: 'application/pdf' },
    ]);
  });

  it('says when there is no rate for the date, and when the service fails', async () => {
    const page = await centralBankRates('en', `?date=${isoDateDaysBefore(today, 400)}`);
    await expect.poll(() => page.getByText('No available rate for this date').count()).toBe(1);
    expect(await rows(page)).toEqual([]);

    session.tolerate(/status of 500/);
    await page.route('**/api/external-rates/search?**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"INTERNAL"}' }),
    );
    await page.locator('input[name=date]').fill(isoDateDaysBefore(today, 1));
    const toast = page.locator('.mantine-Notification-root');
    await expect.poll(() => toast.textContent(), { timeout: 15_000 }).toContain(FAILED);
    expect(await toast.textContent()).toContain('Error');

    // The search is back; the PDF print fails: its tab closes again and the toast says so.
    await page.unroute('**/api/external-rates/search?**');
    await page.route('**/api/external-rates/print?**', (route) => route.fulfill({ status: 500, body: '' }));
    await page.locator('input[name=date]').fill(isoDateDaysBefore(today, 2));
    await expect.poll(async () => (await rows(page)).length).toBe(10);
    await page.getByRole('button', { name: 'Close' }).first().click();
    await expect.poll(() => toast.count()).toBe(0);
    const [tab] = await Promise.all([
      session.context.waitForEvent('page'),
      page.getByRole('button', { name: 'Print PDF' }).click(),
    ]);
    await expect.poll(() => tab.isClosed()).toBe(true);
    await expect.poll(() => toast.textContent(), { timeout: 15_000 }).toContain(FAILED);
  });

  // Each page is then held as a phone (toolsOnPhone.e2e.ts's check of every tool, made here on the page
  // already loaded).
  it('reads right to left in Arabic, in Bengali script, and fits a phone', async () => {
    const page = await centralBankRates('ar');
    await expect.poll(async () => (await rows(page)).length).toBe(10);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('أسعار صرف البنك المركزي');
    expect(await page.getByRole('columnheader').allTextContents()).toEqual([
      'رمز العملة ▲',
      'اسم العملة ',
      'الوحدات',
      'الشراء ',
      'البيع ',
      'السعر الوسطي ',
      'بعملة',
    ]);
    // Names come back in the interface language.
    expect((await rows(page)).find((row) => row[0] === 'JPY')?.[1]).toBe('ين ياباني');
    // In Arabic the end edge is the left one.
    const midCell = page.locator('tbody tr').first().locator('td').nth(5);
    const [cell, figure] = [await midCell.boundingBox(), await midCell.locator('.code-text').boundingBox()];
    expect(Math.abs((figure?.x ?? 0) - (cell?.x ?? 0))).toBeLessThan(20);
    expect(figure?.width).toBeLessThan((cell?.width ?? 0) / 2);
    await page.screenshot({ path: `${SCREENSHOTS}central-bank-rates-ar.png`, fullPage: true });
    expect(await lowContrastTexts(page)).toEqual([]);
    await page.setViewportSize(PHONE);
    await expectFitsPhone(page, 'ar');

    const bengali = await centralBankRates('bn', '?q=ডলার');
    await bengali.setViewportSize(PHONE);
    await expect.poll(async () => (await rows(bengali)).length).toBe(5);
    expect(await bengali.locator('html').getAttribute('dir')).toBe('ltr');
    await bengali.screenshot({ path: `${SCREENSHOTS}central-bank-rates-bn.png`, fullPage: true });
    expect(await lowContrastTexts(bengali)).toEqual([]);
    // No sideways scroll, nothing serious for axe, no placeholder.
    await expectFitsPhone(bengali, 'bn');
  });
});
