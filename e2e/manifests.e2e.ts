import { mkdirSync, readFileSync } from 'node:fs';
import { pdfFirstPagePng, pdfText } from '@tsw/server/testing/pdfText';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowserSession } from './support/browserSession.js';
import { signedInPage } from './support/signedInPage.js';
import { seriousViolations } from './support/seriousViolations.js';

const SCREENSHOTS = new URL('../test-results/', import.meta.url).pathname;
const FAILED = 'Something went wrong while fetching the vessels data';

const session = useBrowserSession();
beforeAll(() => {
  mkdirSync(SCREENSHOTS, { recursive: true });
});

/** A signed-in declarant (the cargo tools' role) on a cargo screen. */
function cargoScreen(path: string): Promise<Page> {
  return signedInPage(session, path, 'declarant');
}

/** The text of each cell of the first table's rows. */
async function rows(page: Page): Promise<string[][]> {
  return page
    .locator('table')
    .first()
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
}

/** The manifest service's own search, asked with the page's token, to compare the screen and the print with. */
async function serviceSearch(page: Page, body: object) {
  return page.evaluate(async (body) => {
    const entry = Object.entries(sessionStorage).find(([key]) => key.startsWith('oidc.user:'))?.[1];
    const accessToken = (JSON.parse(entry ?? '{}') as { access_token?: string }).access_token;
    const response = await fetch('/api/manifest/search', {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await response.json()) as {
      resultList: { id: number; voyageNumber: string }[];
      totalCount: number;
    };
  }, body);
}

// A search without a filter refused in English and Arabic, no import for a declarant, the columns:
// ManifestSearchPage.screen.test.tsx.
describe('the manifest search', () => {
  it('searches, pages, prints and opens a manifest, by keyboard', async () => {
    const page = await cargoScreen('/en/tools/manifests');
    const searches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/manifest/search')) searches.push(request.postData() ?? '');
    });

    // The customs office of Chattogram, chosen and sent by keyboard.
    const office = page.getByRole('combobox', { name: 'Customs office' });
    await office.focus();
    await office.pressSequentially('301');
    // The offices' list comes from the reference service: the choice waits for it.
    await page.getByRole('option', { name: /^301/ }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.getByLabel('Voyage number').press('Enter');
    await expect.poll(async () => (await rows(page)).length).toBe(10);
    expect(searches).toHaveLength(1);
    expect(page.url()).toContain('office=301');
    const restrictions = [{ field: 'customsOfficeCode', operator: 'EQUALS', value: '301' }];
    const all = await serviceSearch(page, { restrictBy: 'AND', restrictions, max: 10, offset: 10 });
    expect(await page.getByText(`${all.totalCount} manifests`).count()).toBe(1);
    expect((await rows(page)).every((row) => row[1] === '301')).toBe(true);

    await page.getByRole('button', { name: 'Next page' }).click();
    await expect
      .poll(async () => (await rows(page)).map((row) => row[0]))
      .toEqual(all.resultList.map((manifest) => manifest.voyageNumber));
    await page.screenshot({ path: `${SCREENSHOTS}manifests-en.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    // The page on screen, printed by the server: its rows read back from the CSV, the PDF looked at.
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Print CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toBe('Manifest(11-20).csv');
    const lines = readFileSync((await csv.path()) ?? '', 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]?.split(',').slice(0, 2)).toEqual(['Voyage Number', 'Customs Office']);
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(
      all.resultList.map((manifest) => manifest.voyageNumber),
    );
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Print PDF' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe('Manifest(11-20).pdf');
    const bytes = readFileSync((await pdf.path()) ?? '');
    expect(pdfText(bytes).text).toContain(`Manifests 11 to 20 of ${all.totalCount}`);
    pdfFirstPagePng(bytes, `${SCREENSHOTS}manifests-print-en.png`);

    // A manifest's own page, opened from its voyage number by keyboard.
    const first = all.resultList[0];
    await page
      .getByRole('link', { name: first?.voyageNumber ?? '' })
      .first()
      .focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/en/tools/manifests/${first?.id}`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(`Manifest of voyage ${first?.voyageNumber}`);
    expect(await page.getByRole('heading', { level: 2 }).textContent()).toMatch(/^\d+ bills? of lading$/);
    const bills = page.getByTestId('bills-of-lading').locator('tbody tr');
    expect(await bills.count()).toBeGreaterThan(0);
    expect(await bills.first().locator('td').last().textContent()).toMatch(
      /^[A-Z]{4}\d{7} \w{4} (full|empty)/,
    );
    await page.screenshot({ path: `${SCREENSHOTS}manifest-en.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe('the manifest import', () => {
  it("is a customs officer's, and a refused file names its line and stores nothing", async () => {
    const page = await signedInPage(session, '/en/tools/manifests', 'officer');
    await page.locator('input[type=file]').setInputFiles({
      name: 'manifests.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('voyage,office\nV1,301\n'),
    });
    // The service's refusal is a 400, which the browser logs.
    session.tolerate(/status of 400/);
    await page.getByRole('button', { name: 'Import' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain('The file has problems; nothing was imported.');
    expect(await page.getByRole('alert').locator('li').first().textContent()).toBe(
      'Line 1: The first line of the file does not name the columns of the CSV layout.',
    );
    await page.screenshot({ path: `${SCREENSHOTS}manifest-import-en.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe('the vessels screen', () => {
  it('lists vessels with their status, finds one by name and opens its latest manifests', async () => {
    const page = await cargoScreen('/en/tools/vessels');
    await expect.poll(async () => (await rows(page)).length).toBe(10);
    expect(await page.getByRole('columnheader').allTextContents()).toEqual([
      'Name',
      'Type',
      'Registration Number',
      'Registration Date',
      'Previous Port',
      'Next Port',
      'Lloyd’s (IMO) Number',
      'MMSI',
      'ATD',
      'ATA',
      'Status',
    ]);
    const statuses = new Set((await rows(page)).map((row) => row[10]));
    expect(
      [...statuses].every((status) => ['Underway', 'Other', 'Stopped', 'Moored'].includes(status ?? '')),
    ).toBe(true);
    const [name, , , , , , imo] = (await rows(page))[3] ?? [];
    await page.getByLabel('Name or IMO number').fill(name ?? '');
    await expect.poll(async () => (await rows(page)).map((row) => row[0])).toEqual([name]);
    await page.screenshot({ path: `${SCREENSHOTS}vessels-en.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: name ?? '' }).click();
    await page.waitForURL(`**/en/tools/vessels/${imo}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(name);
    expect(await page.getByRole('heading', { name: 'Latest manifests' }).count()).toBe(1);
    await page.screenshot({ path: `${SCREENSHOTS}vessel-en.png`, fullPage: true });
  });

  it('says so when the vessels cannot be fetched', async () => {
    const page = await cargoScreen('/en/tools/vessels');
    session.tolerate(/status of 503/);
    await page.route('**/api/manifest/vessels/search', (route) => route.fulfill({ status: 503, body: '' }));
    await page.reload();
    await expect.poll(() => page.getByRole('alert').textContent(), { timeout: 15_000 }).toBe(FAILED);
  });
});

describe('the cargo screens in Arabic and Bengali', () => {
  it('read right to left in Arabic and name everything in Bengali', async () => {
    const arabic = await cargoScreen('/ar/tools/manifests?office=301');
    await expect.poll(async () => (await rows(arabic)).length).toBe(10);
    expect(await arabic.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await arabic.getByRole('heading', { level: 1 }).textContent()).toBe('بيانات الحمولة');
    await arabic.screenshot({ path: `${SCREENSHOTS}manifests-ar.png`, fullPage: true });
    await arabic.goto(`${session.portal.url}/ar/tools/vessels`);
    await expect.poll(async () => (await rows(arabic)).length).toBe(10);
    // The vessel types carriers' files use most are named in the page's language.
    const arabicTypes = [
      'سفينة حاويات',
      'سفينة بضائع عامة',
      'ناقلة بضائع سائبة',
      'ناقلة نفط',
      'سفينة دحرجة (رو-رو)',
    ];
    expect(
      (await rows(arabic)).map((row) => row[1]).filter((type) => !arabicTypes.includes(type ?? '')),
    ).toEqual([]);
    await arabic.screenshot({ path: `${SCREENSHOTS}vessels-ar.png`, fullPage: true });
    expect(await seriousViolations(arabic)).toEqual([]);

    const bengali = await cargoScreen('/bn/tools/vessels?status=Moored');
    await expect.poll(async () => (await rows(bengali)).length).toBeGreaterThan(0);
    expect(new Set((await rows(bengali)).map((row) => row[10]))).toEqual(new Set(['নোঙর করা']));
    await bengali.screenshot({ path: `${SCREENSHOTS}vessels-bn.png`, fullPage: true });
    await bengali.goto(`${session.portal.url}/bn/tools/manifests?office=301`);
    await expect.poll(async () => (await rows(bengali)).length).toBe(10);
    expect(await bengali.getByRole('columnheader').first().textContent()).toBe('সমুদ্রযাত্রা নম্বর');
    await bengali.screenshot({ path: `${SCREENSHOTS}manifests-bn.png`, fullPage: true });
    expect(await seriousViolations(bengali)).toEqual([]);
  });
});
