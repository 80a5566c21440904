import { mkdirSync, readFileSync } from 'node:fs';
import { pdfFirstPagePng, pdfText } from '@tsw/server/testing/pdfText';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowserSession } from './support/browserSession.js';
import { signedInPage } from './support/signedInPage.js';
import { seriousViolations } from './support/seriousViolations.js';

const SCREENSHOTS = new URL('../test-results/', import.meta.url).pathname;

/** The sample SROs the portal loads on first start (server/sample-data/sro.json), period by period. */
const SAMPLE_SRO_PERIODS = (
  JSON.parse(readFileSync(new URL('../server/sample-data/sro.json', import.meta.url), 'utf8')) as {
    periods: {
      validFromDate: string;
      records: { code: string; sroNumber: string; cp3Code: string; path: string }[];
    }[];
  }
).periods;

/** The sample SROs in force today, which the screen lists: the latest period begun (a later one is ahead). */
const SAMPLE_SROS =
  SAMPLE_SRO_PERIODS.filter((period) => period.validFromDate <= new Date().toISOString().slice(0, 10)).at(-1)
    ?.records ?? [];

/** Every sample SRO, of any period, once. */
const EVERY_SAMPLE_SRO = [
  ...new Map(
    SAMPLE_SRO_PERIODS.flatMap((period) => period.records).map((record) => [record.code, record]),
  ).values(),
];

function sample(code: string) {
  const record = EVERY_SAMPLE_SRO.find((candidate) => candidate.code === code);
  if (!record) throw new Error(`No sample SRO ${code}`);
  return record;
}

const session = useBrowserSession();
beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  // The first page a new portal draws waits for its start-up work (the site's generation): not this test's.
  expect((await fetch(`${session.portal.url}/en/tools/sro`)).status).toBe(200);
});

/** A signed-in trader on the SRO screen, in the given language. */
function sroScreen(language = 'en', query = ''): Promise<Page> {
  return signedInPage(session, `/${language}/tools/sro${query}`);
}

/** The SRO numbers of the list's rows (the lookup's table is the second). */
async function numbers(page: Page, table = 0): Promise<string[]> {
  return page.locator('table').nth(table).locator('tbody tr td:first-child .code-text').allTextContents();
}

/**
 * What opening an SRO's document does (`open`: a click, a key): a download of the PDF, under its file's
 * name. Uploaded files are served in a sandbox, where Chromium's PDF viewer does not run, so the portal sends
 * them as attachments rather than to a tab.
 */
async function openedDocument(page: Page, open: () => Promise<void>): Promise<string> {
  const openPages = session.context.pages().length;
  const [download] = await Promise.all([page.waitForEvent('download'), open()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  // No tab opened: the page stays as it was.
  expect(session.context.pages()).toHaveLength(openPages);
  await download.cancel();
  return download.url();
}

/** The address of the PDF a row's link downloads, and the PDF's bytes as the portal serves them. */
async function documentOf(page: Page, number: string): Promise<{ url: string; bytes: Buffer }> {
  const link = page.getByRole('link', { name: new RegExp(number.replace(/\./g, '\\.')) });
  expect(await link.getAttribute('target')).toBeNull();
  const url = await openedDocument(page, () => link.click());
  const response = await fetch(url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  expect(response.headers.get('content-security-policy')).toContain('sandbox');
  expect(response.headers.get('content-disposition')).toMatch(/^attachment; /);
  return { url, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('the SRO screen', () => {
  it('lists the SROs in force, and finds them by number, CPC3 code and words', async () => {
    const page = await sroScreen();
    await expect.poll(async () => (await numbers(page)).length).toBe(10);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Statutory regulatory orders (SROs)',
    );
    expect(await page.getByText(`${SAMPLE_SROS.length} SROs`).count()).toBe(1);
    expect(await page.locator('table').first().getByRole('columnheader').allTextContents()).toEqual([
      'SRO number ▲',
      'Issued ',
      'CPC3 code ',
      'Description',
      'In force from',
    ]);

    const search = page.getByLabel('Number, CPC3 code or words');
    // By number: S.R.O. 119, and S.R.O. 122 whose customs serial is 119.
    await search.fill('119');
    await expect
      .poll(() => numbers(page))
      .toEqual([sample('2025-119').sroNumber, sample('2025-122').sroNumber]);
    expect(page.url()).toContain('q=119');
    // By the CPC3 code it grants.
    await search.fill('104');
    await expect.poll(() => numbers(page)).toEqual([sample('2025-122').sroNumber]);
    // By words of its description, in any order.
    await search.fill('panels solar');
    await expect.poll(() => numbers(page)).toEqual([sample('2025-125').sroNumber]);
    await page.screenshot({ path: `${SCREENSHOTS}sro-en.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    await search.fill('no such order anywhere');
    await expect.poll(() => page.getByText('Your search result is empty').count()).toBe(1);
    expect(await numbers(page)).toEqual([]);

    // Sorted by the date of issue, newest first, by the service.
    await search.fill('');
    await page.getByRole('button', { name: 'Issued' }).click();
    await page.getByRole('button', { name: /Issued/ }).click();
    await expect.poll(() => page.url()).toContain('order=desc');
    await expect.poll(async () => (await numbers(page))[0]).toBe(sample('2025-119').sroNumber);
  });

  it("downloads each SRO's PDF: the portal's real document of that order", async () => {
    const page = await sroScreen();
    await expect.poll(async () => (await numbers(page)).length).toBe(10);
    const machinery = sample('2025-119');
    const { url, bytes } = await documentOf(page, machinery.sroNumber);
    expect(new URL(url).pathname).toBe(`/api/content/sro-documents${machinery.path}`);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text, pages } = pdfText(bytes);
    expect(pages).toBe(1);
    expect(text).toContain(machinery.sroNumber);
    expect(text).toContain('Capital machinery for industrial units');
    expect(text).toContain('SAMPLE DOCUMENT');
    pdfFirstPagePng(bytes, `${SCREENSHOTS}sro-document-en.png`, 70);

    // Every sample SRO's path leads to its PDF.
    for (const record of EVERY_SAMPLE_SRO) {
      const response = await fetch(`${session.portal.url}/api/content/sro-documents${record.path}`);
      expect(response.status, record.code).toBe(200);
      expect(pdfText(Buffer.from(await response.arrayBuffer())).text).toContain(record.sroNumber);
    }
  });

  it('shows the SRO a link names (?code=), then every SRO again', async () => {
    const zones = sample('2024-146');
    const page = await sroScreen('en', `?code=${zones.code}`);
    await expect.poll(() => numbers(page)).toEqual([zones.sroNumber]);
    expect(await page.getByTestId('sro-linked').textContent()).toContain(zones.code);
    await page.getByRole('button', { name: 'Show every SRO' }).click();
    await expect.poll(async () => (await numbers(page)).length).toBe(10);
    expect(page.url()).not.toContain('code=');

    const unknown = await sroScreen('en', '?code=1999-001');
    await expect.poll(() => unknown.getByText('Your search result is empty').count()).toBe(1);

    const bengali = await sroScreen('bn', `?code=${zones.code}`);
    await expect.poll(() => numbers(bengali)).toEqual([zones.sroNumber]);
    expect(await bengali.locator('tbody td [lang=bn]').textContent()).toContain('বেপজার');
  });

  it('looks SROs up by CPC3 code', async () => {
    const page = await sroScreen();
    let lookups = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/rimm-server/sro/bulk')) lookups += 1;
    });
    await expect.poll(async () => (await numbers(page)).length).toBe(10);
    const codes = page.getByLabel('CPC3 codes');
    await codes.fill('104, 101\n999');
    await page.getByRole('button', { name: 'Look up' }).click();
    await expect
      .poll(() => numbers(page, 1))
      .toEqual([sample('2025-119').sroNumber, sample('2025-122').sroNumber]);
    expect(await page.getByTestId('sro-not-found').textContent()).toBe('No SRO in force for 1 code: 999');
    expect(lookups).toBe(1);
    // At most 1000 codes, and 1000 in one call: SroPage.screen.test.tsx.
  });

  it('reads Arabic and Bengali, searches in Bengali words, and passes axe in both', async () => {
    const bengali = await sroScreen('bn');
    await expect.poll(async () => (await numbers(bengali)).length).toBe(10);
    await bengali.getByLabel('নম্বর, সিপিসি৩ কোড বা শব্দ').fill('সোলার প্যানেল');
    await expect.poll(() => numbers(bengali)).toEqual([sample('2025-125').sroNumber]);
    await bengali.getByLabel('সিপিসি৩ কোড', { exact: true }).fill('1001');
    await bengali.getByRole('button', { name: 'খুঁজুন', exact: true }).click();
    await expect.poll(() => bengali.getByTestId('sro-not-found').textContent()).toContain('1001');
    await bengali.screenshot({ path: `${SCREENSHOTS}sro-bn.png`, fullPage: true });
    expect(await seriousViolations(bengali)).toEqual([]);

    const arabic = await sroScreen('ar');
    await expect.poll(async () => (await numbers(arabic)).length).toBe(10);
    expect(await arabic.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await arabic.getByRole('heading', { level: 1 }).textContent()).toBe(
      'الأوامر التنظيمية القانونية (SRO)',
    );
    await arabic.getByLabel('رموز CPC3').fill('200 301');
    await arabic.getByRole('button', { name: 'بحث', exact: true }).click();
    await expect.poll(async () => (await numbers(arabic, 1)).length).toBe(2);
    await arabic.screenshot({ path: `${SCREENSHOTS}sro-ar.png`, fullPage: true });
    expect(await seriousViolations(arabic)).toEqual([]);
  });

  it('works by keyboard alone: search, download a PDF, look codes up', async () => {
    const page = await sroScreen();
    await expect.poll(async () => (await numbers(page)).length).toBe(10);
    await page.getByLabel('Number, CPC3 code or words').focus();
    await page.keyboard.type('diplomatic');
    await expect.poll(() => numbers(page)).toEqual([sample('2023-162').sroNumber]);
    // Tab on to the order's link (past the sortable headers), and Enter downloads its PDF.
    for (let presses = 0; presses < 10; presses += 1) {
      await page.keyboard.press('Tab');
      if ((await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))) === 'sro-document')
        break;
    }
    const url = await openedDocument(page, () => page.keyboard.press('Enter'));
    expect(new URL(url).pathname).toBe(`/api/content/sro-documents${sample('2023-162').path}`);

    await page.getByLabel('CPC3 codes').focus();
    await page.keyboard.type('302');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => numbers(page, 1)).toEqual([sample('2023-163').sroNumber]);
  });
});
