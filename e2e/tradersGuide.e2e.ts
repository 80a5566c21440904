import { mkdirSync, readFileSync } from 'node:fs';
import { pdfFirstPagePng, pdfText } from '@tsw/server/testing/pdfText';
import { dottedTariffCode, type TradersGuideAnswer, type TradersGuideBody } from '@tsw/domain';
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowserSession } from './support/browserSession.js';
import { lowContrastTexts } from './support/contrast.js';
import { seriousViolations } from './support/seriousViolations.js';
import { signedInPage } from './support/signedInPage.js';

const SCREENSHOTS = new URL('../test-results/', import.meta.url).pathname;
// A portal of its own: its editors change, create and withdraw the guide's rules.
const session = useBrowserSession('own');
beforeAll(() => mkdirSync(SCREENSHOTS, { recursive: true }));

/** Frozen catfish fillets from Myanmar, and medicines from India: fish, food and drug rules apply. */
const FISH = { code: '03046290', origin: 'MM' };
const MEDICINE = { code: '30049099', origin: 'IN', name: 'ভারত' };

/** The answer the service gives for a body, asked with the page's own token: what the screen must show. */
function serviceAnswer(page: Page, body: TradersGuideBody): Promise<TradersGuideAnswer> {
  return page.evaluate(async (body) => {
    const token = Object.entries(sessionStorage).find(([key]) => key.startsWith('oidc.user:'))?.[1];
    const accessToken = (JSON.parse(token ?? '{}') as { access_token?: string }).access_token;
    const response = await fetch('/api/traders-guide/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
      body: JSON.stringify(body),
    });
    return (await response.json()) as TradersGuideAnswer;
  }, body);
}

const guideBody = (
  language: string,
  ...consignments: { code: string; origin: string }[]
): TradersGuideBody => ({
  document: { typeOfDeclaration: 'IM', generalProcedureCode: '4' },
  items: consignments.map(({ code, origin }) => ({ commodityCode: code, itemCountryOfOriginCode: origin })),
  meta: { language },
});

/** Every document of an answer, once. */
const documentCodes = (answer: TradersGuideAnswer) =>
  [...new Set(answer.data.items.flatMap((item) => item.attachments.map((one) => one.attDocCode)))].sort();

/** A list or suggest field by its label (the label also names its list of options). */
const combobox = (scope: Page | Locator, name: string) => scope.getByRole('combobox', { name });

/** Types in a suggest field and takes the suggestion that matches `option`. */
async function suggest(page: Page, field: Locator, text: string, option: RegExp): Promise<void> {
  await field.fill(text);
  await page.getByRole('option', { name: option }).click();
}

/** A checklist row's text, without the marks that isolate codes for right-to-left reading. */
const rowText = async (page: Page, code: string) =>
  ((await page.getByTestId(`guide-document-${code}`).textContent()) ?? '').replace(/[\u2066-\u2069]/g, '');

async function download(page: Page, name: string) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name, exact: true }).click(),
  ]);
  const path = (await file.path()) ?? '';
  return { name: file.suggestedFilename(), path, bytes: readFileSync(path) };
}

// An amount that is not one, named at its field: TradersGuidePage.screen.test.tsx.
describe("the traders' guide", () => {
  it('lists the documents of two consignments in Bengali, and prints them to a PDF and an XLSX', async () => {
    const page = await signedInPage(session, '/bn/tools/traders-guide');
    const first = page.getByRole('group', { name: 'চালান 1' });
    await suggest(page, combobox(first, 'পণ্য (এইচএস কোড বা শব্দ)'), FISH.code, /^0304\.62\.90 — /);
    await suggest(page, combobox(first, 'উৎপত্তি দেশ'), FISH.origin, /^MM — /);
    await page.getByRole('button', { name: 'একটি চালান যোগ করুন' }).click();
    const second = page.getByRole('group', { name: 'চালান 2' });
    await suggest(page, combobox(second, 'পণ্য (এইচএস কোড বা শব্দ)'), MEDICINE.code, /^3004\.90\.99 — /);
    await suggest(page, combobox(second, 'উৎপত্তি দেশ'), MEDICINE.name, /^IN — /);
    await page.getByRole('button', { name: 'কাগজপত্র দেখুন' }).click();

    const expected = await serviceAnswer(page, guideBody('bn', FISH, MEDICINE));
    expect(expected.data.fieldsErrors).toEqual([]);
    const codes = documentCodes(expected);
    expect(codes).toEqual(expect.arrayContaining(['INV', 'FQIP', 'DGDA']));
    await page.getByTestId('guide-checklist').waitFor();
    // Each document once, however many consignments and rules ask for it.
    expect(await page.locator('[data-testid^=guide-document-]').count()).toBe(codes.length);
    const invoice = await rowText(page, 'INV');
    expect(invoice).toContain('1: 0304.62.90');
    expect(invoice).toContain('2: 3004.90.99');
    expect(await rowText(page, 'FQIP')).toContain('1: 0304.62.90');
    expect(await rowText(page, 'FQIP')).not.toContain('3004.90.99');
    expect(await rowText(page, 'DGDA')).toContain('2: 3004.90.99');
    const attachments = expected.data.items.flatMap((item) => item.attachments);
    for (const attachment of attachments) {
      const row = page.getByTestId(`guide-document-${attachment.attDocCode}`);
      expect(await rowText(page, attachment.attDocCode)).toContain(attachment.authority);
      for (const source of attachment.sources.filter((one) => one.url))
        expect(await row.getByRole('link', { name: source.text }).getAttribute('href')).toBe(source.url);
      // A name the page's language does not have yet is shown in English, and says so.
      const fellBack = attachment.attDocNameLanguage !== 'bn';
      expect((await rowText(page, attachment.attDocCode)).includes('নাম ইংরেজিতে')).toBe(fellBack);
    }
    await page.screenshot({ path: `${SCREENSHOTS}traders-guide-bn.png`, fullPage: true });

    const pdf = await download(page, 'PDF এক্সপোর্ট');
    expect(pdf.name).toBe('traders-guide.pdf');
    const { text } = pdfText(pdf.bytes);
    for (const words of ['0304.62.90', '3004.90.99', 'IM-4', ...codes]) expect(text).toContain(words);
    pdfFirstPagePng(pdf.bytes, `${SCREENSHOTS}traders-guide-export-bn.png`, 80);

    const xlsx = await download(page, 'XLSX এক্সপোর্ট');
    expect(xlsx.name).toBe('traders-guide.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(xlsx.path);
    const sheet = workbook.worksheets[0];
    expect(sheet?.rowCount).toBe(codes.length + 1);
    const listed = Array.from(
      { length: codes.length },
      (_, index) => sheet?.getRow(index + 2).getCell(1).value,
    );
    expect([...listed].sort()).toEqual(codes);
    const medicineRow = listed.indexOf('DGDA') + 2;
    expect(String(sheet?.getRow(medicineRow).getCell(4).value)).toBe(`2: ${dottedTariffCode(MEDICINE.code)}`);

    // Exports instead: the regime changes only once confirmed, and the consignments go with it.
    await combobox(page, 'রেজিম').click();
    await page.getByRole('option', { name: 'রপ্তানি (EX)' }).click();
    const dialog = page.getByRole('dialog', { name: 'রেজিম পরিবর্তন করবেন?' });
    await dialog.getByRole('button', { name: 'বর্তমান রেজিম রাখুন' }).click();
    expect(await combobox(page, 'রেজিম').inputValue()).toBe('আমদানি (IM)');
    expect(await page.getByTestId('guide-checklist').count()).toBe(1);
    await combobox(page, 'রেজিম').click();
    await page.getByRole('option', { name: 'রপ্তানি (EX)' }).click();
    await dialog.getByRole('button', { name: 'পরিবর্তন করুন ও মুছুন' }).click();
    await expect.poll(() => page.getByTestId('guide-checklist').count()).toBe(0);
    expect(await page.getByRole('group', { name: 'চালান 2' }).count()).toBe(0);
    expect(await combobox(first, 'পণ্য (এইচএস কোড বা শব্দ)').inputValue()).toBe('');
    await expect.poll(() => combobox(page, 'ঘোষণার মডেল').inputValue()).toMatch(/^EX-1 — /);
  });
});

describe("the guide editors' screens", () => {
  it('are not offered to a trader, and their address sends one to access denied', async () => {
    const page = await signedInPage(session, '/en/guide-editor');
    await page.waitForURL(/\/en\/access-denied/);
  });

  it("change a rule that a trader's guide shows at once, refuse a stale save, withdraw it", async () => {
    const editor = await signedInPage(session, '/en/guide-editor', 'guide');
    await editor.getByRole('heading', { name: 'Traders guide rules', level: 1 }).waitFor();
    await editor
      .getByRole('status')
      .filter({ hasText: /\d+ rules/ })
      .waitFor();
    await editor.getByLabel('Document code').fill('DGDA');
    await editor.waitForURL(/documentCode=DGDA/);
    // The drug administration's rules: the one for medicines (3004) is changed.
    await expect.poll(() => editor.locator('tbody tr').filter({ hasNotText: 'DGDA' }).count()).toBe(0);
    await editor.locator('tbody tr').filter({ hasText: '3004' }).waitFor();
    const found = await editor.locator('tbody tr').count();
    await editor.getByText(new RegExp(`^${found} rules?$`)).waitFor();
    await editor.screenshot({ path: `${SCREENSHOTS}guide-editor-list-en.png`, fullPage: true });
    // The rules found, as the CSV the import takes back: a header, then one row each, with its id.
    const csv = await download(editor, 'Export CSV');
    expect(csv.name).toMatch(/^traders-guide-rules_\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = csv.bytes
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toMatch(/(^|,)documentCode(,|$)/);
    expect(lines.slice(1).filter((line) => line.includes('DGDA'))).toHaveLength(found);
    await editor
      .getByRole('row')
      .filter({ hasText: '3004' })
      .getByRole('link', { name: 'DGDA', exact: true })
      .click();
    await editor.waitForURL(/\/en\/guide-editor\/rules\/[^/]+$/);
    const ruleAddress = editor.url();

    // A second editor opens the same rule: the version both started from.
    const other = await signedInPage(session, new URL(ruleAddress).pathname, 'guide');
    await other.getByRole('heading', { name: 'Rule for DGDA' }).waitFor();

    const authority = 'Directorate General of Drug Administration, Mohakhali, Dhaka';
    await editor.getByRole('textbox', { name: 'Issuing authority' }).first().fill(authority);
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor.getByText('Saved: traders see the change on the guide within seconds.').waitFor();
    await editor.getByText(/^Changed by guide on .* \(version 2\)$/).waitFor();
    await editor.screenshot({ path: `${SCREENSHOTS}guide-editor-rule-en.png`, fullPage: true });

    // A trader's guide, opened from the tariff line's page, shows the change at once.
    const trader = await signedInPage(session, `/en/tools/tariff-search/lines/${MEDICINE.code}`);
    await trader.getByRole('link', { name: 'Documents required (traders guide)' }).click();
    await trader.waitForURL(new RegExp(`/en/tools/traders-guide\\?code=${MEDICINE.code}$`));
    const consignment = trader.getByRole('group', { name: 'Consignment 1' });
    await expect
      .poll(() => combobox(consignment, 'Commodity (HS code or words)').inputValue())
      .toMatch(/^3004\.90\.99 — /);
    await trader.getByRole('button', { name: 'Show the documents' }).click();
    await expect.poll(() => rowText(trader, 'DGDA')).toContain(authority);
    await trader.screenshot({ path: `${SCREENSHOTS}traders-guide-en.png`, fullPage: true });

    // The other editor's save, from the old version, is refused and says how to go on.
    session.tolerate(/status of 409/);
    await other.getByRole('textbox', { name: 'Issuing authority' }).first().fill('DGDA (stale)');
    await other.getByRole('button', { name: 'Save' }).click();
    const stale = other.getByRole('alert').filter({ hasText: 'Changed meanwhile' });
    await stale.getByText(/Someone else changed this rule since you opened it/).waitFor();
    await stale.getByRole('button', { name: 'Reload the rule' }).click();
    await expect
      .poll(() => other.getByRole('textbox', { name: 'Issuing authority' }).first().inputValue())
      .toBe(authority);

    // Withdrawn after a confirmation: the trader's guide no longer asks for it.
    await editor.getByRole('button', { name: 'Withdraw' }).click();
    await editor
      .getByRole('dialog', { name: 'Withdraw this rule?' })
      .getByRole('button', { name: 'Withdraw' })
      .click();
    await editor.getByText('Withdrawn: the guide no longer applies this rule.').waitFor();
    await editor.getByText(/^Withdrawn by guide on .* \(version 3\)$/).waitFor();
    await trader.getByRole('button', { name: 'Show the documents' }).click();
    await expect.poll(() => trader.getByTestId('guide-document-DGDA').count()).toBe(0);
    await trader.getByTestId('guide-document-INV').waitFor();
  });

  it('create a rule, each problem said at its field, and a trader sees it at once', async () => {
    session.tolerate(/status of 400/);
    const editor = await signedInPage(session, '/en/guide-editor/new', 'guide');
    await suggest(editor, combobox(editor, 'Document'), 'BSTI', /^BSTI — /);
    const prefixes = editor.getByLabel('Tariff code prefixes', { exact: true }).and(editor.locator('input'));
    await prefixes.fill('0304');
    await prefixes.press('Enter');
    const origins = editor.getByLabel('Origins', { exact: true }).and(editor.locator('input'));
    await origins.fill('ASEAN');
    await origins.press('Enter');
    await editor.getByRole('checkbox', { name: 'Imports (IM)' }).check();
    await editor.getByRole('textbox', { name: 'Legal source' }).first().fill('Sample order for this test');
    // No English authority: the server says so under the field, and nothing is created.
    await editor.getByRole('button', { name: 'Create the rule' }).click();
    await editor.getByText('Some fields need attention.').waitFor();
    await editor.getByText('The English text is required: other languages fall back to it.').waitFor();
    expect(editor.url()).toMatch(/\/en\/guide-editor\/new$/);
    await editor.screenshot({ path: `${SCREENSHOTS}guide-editor-problems-en.png`, fullPage: true });

    await editor.getByRole('textbox', { name: 'Issuing authority' }).first().fill('BSTI, Tejgaon, Dhaka');
    await editor.getByRole('checkbox', { name: 'Sample rule' }).check();
    await editor.getByRole('button', { name: 'Create the rule' }).click();
    await editor.waitForURL(/\/en\/guide-editor\/rules\/[^/]+$/);
    await editor.getByText(/^Created by guide on .* \(version 1\)$/).waitFor();

    const trader = await signedInPage(session, `/en/tools/traders-guide?code=${FISH.code}`);
    const consignment = trader.getByRole('group', { name: 'Consignment 1' });
    await expect
      .poll(() => combobox(consignment, 'Commodity (HS code or words)').inputValue())
      .toMatch(/^0304\.62\.90/);
    await suggest(trader, combobox(consignment, 'Country of origin'), 'Myanmar', /^MM — /);
    await trader.getByRole('button', { name: 'Show the documents' }).click();
    await expect.poll(() => rowText(trader, 'BSTI')).toContain('BSTI, Tejgaon, Dhaka');
    expect(await rowText(trader, 'BSTI')).toContain('Sample');
  });

  it('refuse a CSV file with a bad row, saying which row and column', async () => {
    session.tolerate(/status of 400/);
    const editor = await signedInPage(session, '/en/guide-editor', 'guide');
    const csv = [
      'documentCode,ruleType,authority_en,source_en,validFrom,origins',
      'INV,required,Exporter,Import Policy Order,2025-07-01,MM',
      'NOPE,required,Someone,Nothing,2025-07-01,ZZ',
    ].join('\n');
    await editor.locator('input[type=file]').setInputFiles({
      name: 'rules.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    const problems = editor.getByTestId('guide-import-problems');
    await problems.waitFor();
    await editor.getByText('rules.csv was not imported').waitFor();
    const listed = (await problems.textContent()) ?? '';
    expect(listed).toContain('Row 3, documentCode: “NOPE” is not an attached document code.');
    expect(listed).toContain('Row 3, origins: “ZZ” is not in the list.');
  });
});

describe('in Arabic', () => {
  it('reads right to left, is usable by keyboard, accessible and legible', async () => {
    const page = await signedInPage(session, `/ar/tools/traders-guide?code=${FISH.code}`);
    const first = page.getByRole('group', { name: 'الشحنة 1' });
    await expect
      .poll(() => combobox(first, 'البضاعة (رمز النظام المنسق أو كلمات)').inputValue())
      .toMatch(/0304\.62\.90/);
    await combobox(first, 'بلد المنشأ').focus();
    await page.keyboard.type('MM');
    await expect.poll(() => page.getByRole('option', { name: /^MM — / }).count()).toBe(1);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => combobox(first, 'بلد المنشأ').inputValue()).toMatch(/^MM — /);
    await page.getByRole('button', { name: 'اعرض المستندات' }).focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('guide-checklist').waitFor();
    await page.getByTestId('guide-document-FQIP').waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.screenshot({ path: `${SCREENSHOTS}traders-guide-ar.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    expect(await lowContrastTexts(page)).toEqual([]);

    const pdf = await download(page, 'تصدير PDF');
    pdfFirstPagePng(pdf.bytes, `${SCREENSHOTS}traders-guide-export-ar.png`, 80);
    expect(pdfText(pdf.bytes).text).toContain('FQIP');
  });

  it("draws the editors' screens right to left, accessible, and in Bengali", async () => {
    const list = await signedInPage(session, '/ar/guide-editor', 'guide');
    await list
      .getByRole('status')
      .filter({ hasText: /قاعدة|قواعد/ })
      .waitFor();
    await list.screenshot({ path: `${SCREENSHOTS}guide-editor-list-ar.png`, fullPage: true });
    expect(await seriousViolations(list)).toEqual([]);
    expect(await lowContrastTexts(list)).toEqual([]);
    await list.getByRole('link', { name: 'قاعدة جديدة' }).click();
    await list.waitForURL(/\/ar\/guide-editor\/new$/);
    await list.getByRole('button', { name: 'أنشئ القاعدة' }).waitFor();
    await list.screenshot({ path: `${SCREENSHOTS}guide-editor-new-ar.png`, fullPage: true });
    expect(await seriousViolations(list)).toEqual([]);

    const bengali = await signedInPage(session, '/bn/guide-editor?q=FQIP', 'guide');
    await bengali.getByText(/^\d+টি নিয়ম$/).waitFor();
    await bengali.screenshot({ path: `${SCREENSHOTS}guide-editor-list-bn.png`, fullPage: true });
    await bengali.getByRole('link', { name: 'FQIP', exact: true }).first().click();
    await bengali.getByRole('heading', { name: 'FQIP-এর নিয়ম' }).waitFor();
    await bengali.getByTestId('guide-rule-history').waitFor();
    await bengali.screenshot({ path: `${SCREENSHOTS}guide-editor-rule-bn.png`, fullPage: true });
  });
});
