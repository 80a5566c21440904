import { mkdirSync, readFileSync } from 'node:fs';
import { pdfFirstPagePng, pdfText } from '@tsw/server/testing/pdfText';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowserSession } from './support/browserSession.js';
import { signedInPage } from './support/signedInPage.js';
import { seriousViolations } from './support/seriousViolations.js';

const SCREENSHOTS = new URL('../test-results/', import.meta.url).pathname;

const session = useBrowserSession();
beforeAll(() => mkdirSync(SCREENSHOTS, { recursive: true }));

/** A signed-in trader on the codification screen (on a table, a record, a query…), in a language. */
function codification(language = 'en', below = ''): Promise<Page> {
  return signedInPage(session, `/${language}/tools/codification${below}`);
}

/** The rows drawn in the page (a virtualised table draws only those near the view). */
const drawnRows = (page: Page) => page.locator('tbody tr[data-index]');
const codesShown = (page: Page) => page.locator('tbody tr[data-index] td:first-child').allTextContents();
const resultCount = async (page: Page) =>
  Number(
    /([\d,]+) records? found/
      .exec((await page.getByText(/records? found/).textContent()) ?? '')?.[1]
      ?.replaceAll(',', ''),
  );

async function download(page: Page, name: string) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name, exact: true }).click(),
  ]);
  const path = (await file.path()) ?? '';
  return { name: file.suggestedFilename(), bytes: readFileSync(path), path };
}

// Asking for a table, a table that does not exist, a date or text refused without a call, and a code longer
// than 4 for an extended procedure: CodificationPage.screen.test.tsx.
describe('the codification screen', () => {
  it(
    'shows a plain list, an address list and a company list with their columns',
    { timeout: 120_000 },
    async () => {
      const page = await codification('en', '/currency');
      await expect.poll(() => codesShown(page)).toContain('AED');
      expect(await page.getByRole('columnheader').allTextContents()).toEqual(['Code', 'Description']);

      await page.getByRole('combobox', { name: 'Reference table' }).click();
      await page.getByRole('option', { name: 'Banks' }).click();
      await page.waitForURL(/\/codification\/bank$/);
      await expect
        .poll(() => page.getByRole('columnheader').allTextContents())
        .toEqual(['Code', 'Description', 'Address line 1', 'Address line 2']);
      await page.getByLabel('Code or name').fill('sonali');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect.poll(() => page.url()).toContain('q=sonali');
      await expect.poll(() => codesShown(page)).toEqual(['200']);

      // A trader gets companies without their e-mail and phone; a customs officer gets them.
      await page.goto(`${session.portal.url}/en/tools/codification/company`);
      await expect
        .poll(() => page.getByRole('columnheader').allTextContents())
        .toEqual(['Code', 'Description', 'Address line 1', 'Address line 2']);
      expect(await page.locator('tbody').textContent()).not.toContain('@');
      const officer = await signedInPage(session, '/en/tools/codification/company', 'officer');
      await expect
        .poll(() => officer.getByRole('columnheader').allTextContents())
        .toEqual(['Code', 'Description', 'E-mail', 'Phone', 'Address line 1', 'Address line 2']);
      await expect.poll(async () => (await officer.locator('tbody').textContent()) ?? '').toContain('@');
      await officer.screenshot({ path: `${SCREENSHOTS}codification-company-officer-en.png` });
      await page.goto(`${session.portal.url}/en/tools/codification/modelOfDeclaration`);
      // Ordered by general procedure, shown as code-general procedure, with the flow in words.
      await expect.poll(() => codesShown(page)).toContain('IM-4');
      expect(await page.getByRole('columnheader').allTextContents()).toEqual([
        'Code',
        'Description',
        'General procedure',
        'Flow',
      ]);
      expect(await page.getByRole('cell', { name: 'Import', exact: true }).count()).toBeGreaterThan(0);
    },
  );

  it('pages the tariff by 15 from page 0, and draws 5,000 locations as they scroll', async () => {
    const page = await codification('en', '/commodity?q=84');
    await expect.poll(() => drawnRows(page).count()).toBe(15);
    const firstPage = await codesShown(page);
    expect(firstPage.every((code) => code.startsWith('84'))).toBe(true);
    expect(await resultCount(page)).toBeGreaterThan(15);
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect.poll(() => page.url()).toContain('page=1');
    await expect.poll(async () => (await codesShown(page))[0]).not.toBe(firstPage[0]);
    expect((await codesShown(page)).every((code) => code.startsWith('84'))).toBe(true);

    await page.goto(`${session.portal.url}/en/tools/codification/location`);
    await expect.poll(() => drawnRows(page).count()).toBeGreaterThan(0);
    expect(await resultCount(page)).toBeGreaterThan(5000);
    // 5,000 rows on the page, of which only those in view (and a few more) are drawn.
    expect(await page.locator('table[aria-rowcount="5001"]').count()).toBe(1);
    expect(await drawnRows(page).count()).toBeLessThan(100);
    // The keyboard reaches the last row of the page, drawn when it scrolls into view.
    await drawnRows(page).first().focus();
    await page.keyboard.press('End');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-rowindex')))
      .toBe('5001');
    expect(await drawnRows(page).count()).toBeLessThan(100);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => page.url()).toContain('page=1');
  });

  it('opens a record’s panel by click or keyboard, with its sub-entities and its own address', async () => {
    const page = await codification('en', '/bank');
    await expect.poll(() => drawnRows(page).count()).toBeGreaterThan(1);
    // The panel opens as its loading starts, and says so inside it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/rimm-server/bank/200?**', async (route) => {
      await held;
      await route.continue();
    });
    await page.locator('tbody tr[data-code="200"]').click();
    const panel = page.getByRole('dialog');
    await expect.poll(() => panel.getByRole('status').textContent()).toBe('Loading the record…');
    expect(page.url()).toMatch(/\/en\/tools\/codification\/bank\/200$/);
    release();
    await expect
      .poll(() => panel.getByRole('heading', { level: 2 }).textContent())
      .toMatch(/^200 — Sonali Bank/);
    const branches = panel.getByRole('region', { name: 'Branches' });
    const branchCount = Number(await branches.locator('.mantine-Badge-root').textContent());
    expect(branchCount).toBeGreaterThan(0);
    expect(await branches.locator('tbody tr').count()).toBe(branchCount);
    expect(await panel.getByRole('rowheader', { name: 'Address line 1 (Bengali)' }).count()).toBe(1);
    expect(await panel.getByText(/^Valid from /).count()).toBe(1);

    // Escape closes it and gives the focus back to the row.
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => page.url()).toMatch(/\/codification\/bank$/);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-code')))
      .toBe('200');
    // Arrow keys move through the rows; Enter opens the one reached.
    await page.keyboard.press('ArrowDown');
    const next = await page.evaluate(() => document.activeElement?.getAttribute('data-code'));
    expect(next).not.toBe('200');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.url()).toMatch(new RegExp(`/codification/bank/${next}$`));
    await expect
      .poll(() => page.getByRole('dialog').getByRole('heading', { level: 2 }).textContent())
      .toMatch(new RegExp(`^${next} — `));

    // A record's address opens the table with its panel: a customs office with its transport modes and sheds.
    const address = await page.goto(`${session.portal.url}/en/tools/codification/customsOffice/101`);
    expect(address?.status()).toBe(200);
    const office = page.getByRole('dialog');
    await expect
      .poll(() => office.getByRole('heading', { level: 2 }).textContent())
      .toBe('101 — Custom House, Dhaka');
    for (const list of ['Modes of transport', 'Transit sheds']) {
      expect(
        Number(await office.getByRole('region', { name: list }).locator('.mantine-Badge-root').textContent()),
      ).toBeGreaterThan(0);
    }
    expect(await drawnRows(page).count()).toBeGreaterThan(0);

    // An additional procedure's SROs link to the SRO screen.
    await page.goto(`${session.portal.url}/en/tools/codification/additionalProcedure/101`);
    const sro = page.getByRole('dialog').getByRole('link', { name: 'Open SRO 2025-119' });
    await expect.poll(() => sro.getAttribute('href')).toBe('/en/tools/sro?code=2025-119');
  });

  it('closes the panel and says so when a record cannot be loaded', async () => {
    const page = await codification('en', '/bank');
    session.tolerate(/500|404/);
    await expect.poll(() => drawnRows(page).count()).toBeGreaterThan(1);
    await page.route('**/rimm-server/bank/135?**', (route) => route.fulfill({ status: 500, body: '' }));
    await page.locator('tbody tr[data-code="135"]').click();
    await expect.poll(() => page.getByText('The record could not be loaded.').count()).toBe(1);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => page.url()).toMatch(/\/codification\/bank$/);
    // A code with no record on the date: the same, saying which.
    await page.goto(`${session.portal.url}/en/tools/codification/bank/999`);
    await expect.poll(() => page.getByText(/Banks has no record “999” in force on/).count()).toBe(1);
  });

  it('exports the first page as CSV, XLSX and PDF with the columns on screen', async () => {
    const page = await codification('en', '/bank');
    await expect.poll(() => drawnRows(page).count()).toBeGreaterThan(1);
    const total = await resultCount(page);

    const csv = await download(page, 'Export CSV');
    expect(csv.name).toBe('codification-bank.csv');
    const lines = csv.bytes
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Code,Description,Address line 1,Address line 2');
    expect(lines).toHaveLength(Math.min(total, 1000) + 1);

    const xlsx = await download(page, 'Export XLSX');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(xlsx.path);
    const sheet = workbook.worksheets[0];
    expect(sheet?.name).toBe('Banks');
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      'Code',
      'Description',
      'Address line 1',
      'Address line 2',
    ]);
    expect(sheet?.rowCount).toBe(Math.min(total, 1000) + 1);
    // Codes stay text, with their leading zeros.
    expect(sheet?.getColumn(1).values).toContain('010');

    const pdf = await download(page, 'Export PDF');
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = pdfText(pdf.bytes);
    for (const words of [
      'Bangladesh Single Window Banks',
      'In force on',
      'Printed on',
      'Address line 1',
      'Sonali Bank',
    ]) {
      expect(text).toContain(words);
    }
    pdfFirstPagePng(pdf.bytes, `${SCREENSHOTS}codification-export-en.png`, 70);
    // Bengali and Arabic readers get their names and their direction.
    for (const [language, words] of [
      ['bn', ['200', '010']],
      ['ar', ['200', 'Sonali Bank PLC']],
    ] as const) {
      await page.goto(`${session.portal.url}/${language}/tools/codification/bank`);
      await expect.poll(() => drawnRows(page).count()).toBeGreaterThan(1);
      const [file] = await Promise.all([
        page.waitForEvent('download'),
        page.locator('button', { hasText: 'PDF' }).click(),
      ]);
      const printed = readFileSync((await file.path()) ?? '');
      const printedText = pdfText(printed).text;
      for (const word of words) expect(printedText, language).toContain(word);
      pdfFirstPagePng(printed, `${SCREENSHOTS}codification-export-${language}.png`, 70);
    }

    // The tariff's first page is its 15 lines; a longer list's, at most 1,000 records.
    await page.goto(`${session.portal.url}/en/tools/codification/location`);
    await expect.poll(() => drawnRows(page).count()).toBeGreaterThan(0);
    const locations = await download(page, 'Export CSV');
    expect(locations.bytes.toString('utf8').trim().split('\r\n')).toHaveLength(1001);
  }, 120_000);

  it('passes axe in English, Arabic and Bengali, right to left in Arabic', async () => {
    const page = await codification('en', '/customsOffice');
    for (const language of ['en', 'ar', 'bn'] as const) {
      await page.goto(`${session.portal.url}/${language}/tools/codification/customsOffice`);
      await expect.poll(() => drawnRows(page).count()).toBeGreaterThan(0);
      expect(await page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
      expect(await seriousViolations(page), language).toEqual([]);
      await page.screenshot({ path: `${SCREENSHOTS}codification-${language}.png`, fullPage: true });
      await drawnRows(page).first().click();
      await expect.poll(() => page.getByRole('dialog').getByRole('region').count()).toBeGreaterThan(1);
      expect(await seriousViolations(page), `${language} panel`).toEqual([]);
      await page.screenshot({ path: `${SCREENSHOTS}codification-panel-${language}.png` });
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    }
  }, 120_000);
});
