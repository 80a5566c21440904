import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pdfFirstPagePng, pdfText } from '@tsw/server/testing/pdfText';
import { testFolder } from '@tsw/server/testing/temporaryFolder';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowserSession } from './support/browserSession.js';
import { lowContrastTexts } from './support/contrast.js';
import { signedInPage } from './support/signedInPage.js';
import { seriousViolations } from './support/seriousViolations.js';

const SCREENSHOTS = new URL('../test-results/', import.meta.url).pathname;

const session = useBrowserSession();
beforeAll(() => mkdirSync(SCREENSHOTS, { recursive: true }));

/** A signed-in trader on the tariff search, in the given language. */
function tariffSearch(language = 'en', query = ''): Promise<Page> {
  return signedInPage(session, `/${language}/tools/tariff-search${query}`);
}

async function searchFor(page: Page, text: string): Promise<void> {
  await page.locator('input[name=q]').fill(text);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

const codesShown = (page: Page) => page.locator('tbody tr td:first-child').allTextContents();

describe('the tariff search screen', () => {
  it('finds lines by word and by code (Latin or Bengali digits), and opens a line', async () => {
    const page = await tariffSearch();
    await searchFor(page, 'horses');
    await expect.poll(() => codesShown(page)).toContain('0101.21.00');
    expect(page.url()).toContain('q=horses');
    await expect
      .poll(() => page.getByRole('columnheader').allTextContents())
      .toEqual(
        expect.arrayContaining([
          'HS code ',
          'Description ',
          'CD',
          'SD',
          'VAT',
          'AIT',
          'AT',
          'EXD',
          'RD',
          'TTI ',
        ]),
      );
    // The shipped tariff has no units: no column stands empty. Each line tells its HS 2022 text too.
    expect(await page.getByRole('columnheader').allTextContents()).not.toContain('UOM');
    expect(await page.getByText('HS 0101.29: ', { exact: false }).count()).toBeGreaterThan(0);
    // Each line found by words says why (issue 41).
    expect(await page.getByText('Found by: “horse” in its', { exact: false }).count()).toBeGreaterThan(0);
    await searchFor(page, '০১০১');
    // The word search's lines stay on screen until the code search answers: waited for, not read at once.
    await expect
      .poll(async () => {
        const codes = await codesShown(page);
        return codes.length > 0 && codes.every((code) => code.startsWith('0101'));
      })
      .toBe(true);
    await page.getByRole('link', { name: '0101.21.00' }).click();
    await page.waitForURL(/\/en\/tools\/tariff-search\/lines\/01012100$/);
    await expect.poll(() => page.getByRole('cell', { name: 'TTI' }).count()).toBe(1);
    await expect.poll(() => page.getByRole('link', { name: /^Chapter 01/ }).count()).toBe(1);
    await page.screenshot({ path: `${SCREENSHOTS}tariff-line-en.png` });
  });

  it('in Bengali, finds the real tariff by Bengali words and shows our translation, English marked as such', async () => {
    const page = await tariffSearch('bn', `?q=${encodeURIComponent('চাল')}`);
    await expect.poll(() => codesShown(page)).toContain('1006.40.00');
    await page.locator('input[name=q]').fill('চা');
    await page.locator('input[name=q]').press('Enter');
    await expect.poll(() => codesShown(page)).toContain('0902.40.00');
    await page.locator('input[name=q]').fill('0101');
    await page.locator('input[name=q]').press('Enter');
    await expect.poll(() => codesShown(page)).toContain('0101.29.00');
    const translated = page.locator('tbody tr', { hasText: '0101.21.00' });
    expect(await translated.getByText('বিশুদ্ধ প্রজাতির প্রজননযোগ্য ঘোড়া').count()).toBe(1);
    const english = page.locator('tbody tr', { hasText: '0101.29.00' });
    // The English text is marked as English, and said once for the list (TariffSearchPage.screen.test.tsx
    // checks the note's place, and its absence in English).
    expect(await english.locator('[lang="en"]', { hasText: 'Other horses' }).count()).toBe(1);
    const englishNote = 'যেসব লাইনের বাংলা পাঠ এখনো নেই, সেগুলো তাদের দাপ্তরিক ইংরেজি পাঠে দেখানো হয়েছে।';
    expect(await page.getByText(englishNote).count()).toBe(1);
  });

  it('works in Arabic, right to left, accessible and legible', async () => {
    const page = await tariffSearch('ar', '?q=horses');
    await expect.poll(async () => (await codesShown(page)).length).toBeGreaterThan(0);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.screenshot({ path: `${SCREENSHOTS}tariff-search-ar.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    expect(await lowContrastTexts(page)).toEqual([]);
  });

  it('browses chapters with the arrows', async () => {
    const page = await tariffSearch('en');
    await page.getByRole('link', { name: 'Browse by section and chapter' }).click();
    await page.waitForURL(/\/en\/tools\/tariff-search\/browse$/);
    await expect.poll(() => page.getByRole('heading', { level: 2 }).count()).toBe(21);
    await page.getByRole('link', { name: /^01 / }).click();
    await page.waitForURL(/\/chapters\/01$/);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Chapter 01: Animals; live');
    await expect.poll(() => page.locator('#heading-0101 tbody tr').count()).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: /Chapter 00/ }).count()).toBe(0);
    await page.getByRole('link', { name: 'Chapter 02' }).first().click();
    await page.waitForURL(/\/chapters\/02$/);
    await page.getByRole('link', { name: 'Chapter 01' }).first().click();
    await page.waitForURL(/\/chapters\/01$/);
    // A missing chapter, line or heading is said on its page: TariffBrowsePages.screen.test.tsx.
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('browses a section, a chapter and a heading, each with its notes', async () => {
    const page = await signedInPage(session, '/en/tools/tariff-search/browse');
    await page.getByRole('link', { name: /^Section XVI: / }).click();
    await page.waitForURL(/\/sections\/XVI$/);
    await expect.poll(() => page.getByText('Section XVI notes').count()).toBe(1);
    await page.getByRole('link', { name: /^84 / }).click();
    await page.waitForURL(/\/chapters\/84$/);
    await expect.poll(() => page.getByText('Chapter 84 notes').count()).toBe(1);
    expect(await page.getByText('Section XVI notes').count()).toBe(1);
    await page.getByRole('link', { name: /^8471 / }).click();
    await page.waitForURL(/\/headings\/8471$/);
    await expect.poll(() => page.getByText('Heading 8471 notes').count()).toBe(1);
    expect(await page.locator('tbody tr').count()).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: /^Heading 8472/ }).click();
    await page.waitForURL(/\/headings\/8472$/);
    await expect.poll(() => page.getByText('Heading 8471 notes').count()).toBe(0);
    await page.getByRole('link', { name: /^Chapter 84: / }).click();
    await page.waitForURL(/\/chapters\/84$/);

    // "Notes are not available", and a missing heading: TariffBrowsePages.screen.test.tsx.
    await page.goto(`${session.portal.url}/bn/tools/tariff-search/headings/8471`);
    await expect.poll(() => page.getByText('শিরোনাম 8471-এর টীকা').count()).toBe(1);
    expect(await page.getByText(/উপশিরোনাম ৮৪৭১\.৩০/).count()).toBe(1);
    await page.screenshot({ path: `${SCREENSHOTS}tariff-heading-bn.png`, fullPage: true });
  });

  it('names sections and chapters by the Arabic titles of HS 2022 on Arabic pages', async () => {
    const page = await signedInPage(session, '/ar/tools/tariff-search/browse');
    const liveAnimals = page.getByRole('link', { name: /^01 حيوانات حية$/ });
    await expect.poll(() => liveAnimals.count()).toBe(1);
    expect(await page.getByRole('heading', { name: /حيوانات حية ومنتجات المملكة الحيوانية/ }).count()).toBe(
      1,
    );
    await page.screenshot({ path: `${SCREENSHOTS}tariff-browse-ar.png` });
    expect(await lowContrastTexts(page)).toEqual([]);
    await liveAnimals.click();
    await page.waitForURL(/\/chapters\/01$/);
    await expect.poll(() => page.locator('h1').textContent()).toMatch(/حيوانات حية$/);
    // Headings have no Arabic title in HS 2022: their English one stays.
    expect(await page.getByRole('link', { name: /^0101 Horses, asses, mules and hinnies/ }).count()).toBe(1);
  });

  it('names sections, chapters and headings in Bengali on Bengali pages, marked as our working translation', async () => {
    const page = await signedInPage(session, '/bn/tools/tariff-search/browse');
    const liveAnimals = page.getByRole('link', { name: /^01 জীবন্ত প্রাণী$/ });
    await expect.poll(() => liveAnimals.count()).toBe(1);
    expect(await page.getByText('পোর্টালের কার্যকরী অনুবাদ', { exact: false }).count()).toBe(1);
    await liveAnimals.click();
    await page.waitForURL(/\/chapters\/01$/);
    await expect.poll(() => page.locator('h1').textContent()).toMatch(/জীবন্ত প্রাণী$/);
    expect(await page.getByRole('link', { name: /^0101 .*ঘোড়া/ }).count()).toBe(1);
    expect(await page.getByText('পোর্টালের কার্যকরী অনুবাদ', { exact: false }).count()).toBe(1);
    await page.screenshot({ path: `${SCREENSHOTS}tariff-browse-bn.png` });
  });

  it('exports the whole result as CSV and XLSX, with codes as text and rates as numbers', async () => {
    const page = await tariffSearch('en', '?q=84&size=10');
    await expect.poll(async () => (await codesShown(page)).length).toBe(10);
    const total = Number(
      /(\d+) lines found/.exec((await page.getByText(/lines found/).textContent()) ?? '')?.[1],
    );
    expect(total).toBeGreaterThan(10);
    // The next page is the same search's.
    const firstPage = await codesShown(page);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => page.url()).toContain('page=2');
    expect(page.url()).toContain('q=84');
    await expect.poll(async () => (await codesShown(page))[0]).not.toBe(firstPage[0]);
    expect((await codesShown(page)).every((code) => code.startsWith('84'))).toBe(true);

    const [csvDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const csv = readFileSync((await csvDownload.path()) ?? '', 'utf8');
    const csvLines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(csvLines[0]).toBe('HS code,Description,HS 2022 text,CD,SD,VAT,AIT,AT,EXD,RD,TTI');
    expect(csvLines).toHaveLength(total + 1);
    expect(csvLines[1]).toMatch(/^84\d{6},/);

    const [xlsxDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export XLSX' }).click(),
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await xlsxDownload.path()) ?? '');
    const sheet = workbook.worksheets[0];
    expect(sheet?.rowCount).toBe(total + 1);
    expect(sheet?.getRow(1).getCell(11).value).toBe('TTI');
    expect(typeof sheet?.getRow(2).getCell(1).value).toBe('string');
    expect(String(sheet?.getRow(2).getCell(1).value)).toMatch(/^84/);
    expect(typeof sheet?.getRow(2).getCell(4).value).toBe('number');

    // LibreOffice opens the file as a trader would, and reads rates as numbers and codes as text.
    const folder = testFolder('xlsx-');
    const xlsxFile = join(folder, 'tariff-search.xlsx');
    await xlsxDownload.saveAs(xlsxFile);
    execFileSync('soffice', ['--headless', '--convert-to', 'fods', '--outdir', folder, xlsxFile], {
      env: { ...process.env, HOME: folder },
      stdio: 'ignore',
      timeout: 120_000,
    });
    const flat = readFileSync(join(folder, 'tariff-search.fods'), 'utf8');
    const rows = flat.match(/<table:table-row[^>]*>[\s\S]*?<\/table:table-row>/g) ?? [];
    expect(rows[1]).toMatch(/office:value-type="string"[^>]*>\s*<text:p>84\d{6}<\/text:p>/);
    expect(rows[1]).toMatch(/office:value-type="float" office:value="\d+(\.\d+)?"/);
  }, 180_000);

  it('exports a PDF with logos, title, print date and Bengali and Arabic drawn right', async () => {
    for (const [language, query, expected] of [
      ['en', '?q=laptop', ['Bangladesh Single Window Tariff', 'Search: laptop', 'Printed on', '8471.30.00']],
      ['bn', '?q=8471', ['8471.30.00', 'এইচএস']],
      ['ar', '?q=horses', ['0101.21.00', 'Pure-bred breeding animals of horses']],
    ] as const) {
      const page = await tariffSearch(language, query);
      await expect.poll(async () => (await codesShown(page)).length).toBeGreaterThan(0);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.locator('button', { hasText: 'PDF' }).click(),
      ]);
      const pdf = readFileSync((await download.path()) ?? '');
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const { text, pages } = pdfText(pdf);
      expect(pages).toBeGreaterThanOrEqual(1);
      for (const words of expected) expect(text, language).toContain(words);
      // The page as a reader sees it, to look at: test-results/tariff-export-{language}.png.
      pdfFirstPagePng(pdf, `${SCREENSHOTS}tariff-export-${language}.png`, 70);
      await page.close();
    }
  });

  it('shows a chapter’s changes from a line’s page, and exports them as a Bengali PDF (issue 46)', async () => {
    const page = await signedInPage(session, '/bn/tools/tariff-search/lines/01012100');
    await page.getByRole('link', { name: 'এই লাইনে কী বদলেছে' }).click();
    await page.waitForURL(/\/bn\/tools\/tariff-changes\?scope=01012100$/);
    // The sample's FY2024-25 beside the real FY2025-26: the default compares 2025-06-30 with 2025-07-01.
    await page.goto(`${session.portal.url}/bn/tools/tariff-changes?scope=01`);
    await page.locator('#tariff-changes-title').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('button', { hasText: 'PDF' }).click(),
    ]);
    const pdf = readFileSync((await download.path()) ?? '');
    const { text } = pdfText(pdf);
    // pdftotext gives Bengali in drawing order: the dates (Bengali digits) and codes are checked.
    for (const words of ['৩০/০৬/২০২৫', '০১/০৭/২০২৫', '0101.21.00']) expect(text).toContain(words);
    pdfFirstPagePng(pdf, `${SCREENSHOTS}tariff-changes-bn.png`, 60);
    await page.close();
  });

  it('offers the tariff book and each chapter as PDF', async () => {
    // The whole book's content (the Bengali one, every chapter) is tariffBookRoutes.test.ts's: drawing
    // it took half a minute here. A chapter's file is what this journey sees arrive.
    const page = await signedInPage(session, '/en/tools/tariff-search/browse');
    const book = page.getByRole('link', { name: 'Download the tariff book (PDF)' });
    expect(await book.getAttribute('href')).toBe('/tariffBook/TariffBook_en.pdf');
    await page.goto(`${session.portal.url}/bn/tools/tariff-search/chapters/01`);
    const chapter = page.getByRole('link', { name: /^অধ্যায় .+ \(PDF\)$/ });
    await expect.poll(() => chapter.getAttribute('href')).toBe('/tariffBook/ChapterData_01_bn.pdf');
    const response = await page.request.get(`${session.portal.url}/tariffBook/ChapterData_01_bn.pdf`);
    expect(response.headers()['content-type']).toBe('application/pdf');
    const { text, pages } = pdfText(await response.body());
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(text).toContain('অধ্যায় 01');
    pdfFirstPagePng(await response.body(), `${SCREENSHOTS}tariff-chapter-bn.png`, 70);
    await page.goto(`${session.portal.url}/en/tools/tariff-search/chapters/84`);
    await expect
      .poll(() => page.getByRole('link', { name: 'Download chapter 84 (PDF)' }).getAttribute('href'))
      .toBe('/tariffBook/ChapterData_84_en.pdf');
  });
});
