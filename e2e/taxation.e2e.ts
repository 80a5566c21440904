import { mkdirSync, readFileSync } from 'node:fs';
import { pdfFirstPagePng, pdfText } from '@tsw/server/testing/pdfText';
import {
  formatAmount,
  isoDateAt,
  isoDateDaysBefore,
  type TaxationAnswer,
  type TaxationBody,
} from '@tsw/domain';
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowserSession } from './support/browserSession.js';
import { lowContrastTexts } from './support/contrast.js';
import { signedInPage } from './support/signedInPage.js';
import { seriousViolations } from './support/seriousViolations.js';

const SCREENSHOTS = new URL('../test-results/', import.meta.url).pathname;

const session = useBrowserSession();
/** The sample rates cover the 90 days before the portal loaded them: 100 days back has none. */
const today = isoDateAt(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone);
beforeAll(() => mkdirSync(SCREENSHOTS, { recursive: true }));

/** A signed-in trader on the simulation, in the given language. */
function simulation(language = 'en'): Promise<Page> {
  return signedInPage(session, `/${language}/tools/taxation-simulation`);
}

/** The answer the service gives for a body, asked with the page's own token: what the screen must show. */
function serviceAnswer(page: Page, language: string, body: TaxationBody): Promise<TaxationAnswer> {
  return page.evaluate(
    async ({ language, body }) => {
      const token = Object.entries(sessionStorage).find(([key]) => key.startsWith('oidc.user:'))?.[1];
      const accessToken = (JSON.parse(token ?? '{}') as { access_token?: string }).access_token;
      const response = await fetch(`/api/taxation/?lang=${language}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
        body: JSON.stringify(body),
      });
      return (await response.json()) as TaxationAnswer;
    },
    { language, body },
  );
}

/** Types in a suggest field and takes the suggestion that matches `option`. */
async function suggest(page: Page, field: Locator, text: string, option: RegExp): Promise<void> {
  await field.fill(text);
  await page.getByRole('option', { name: option }).click();
}

/** Chooses in a list, typing part of the choice where the list can be searched. */
async function choose(page: Page, field: Locator, text: string, option: RegExp): Promise<void> {
  await field.click();
  if (await field.isEditable()) await field.fill(text);
  await page.getByRole('option', { name: option }).click();
}

/** A list or suggest field by its label (the label also names its list of options). */
const combobox = (scope: Page | Locator, name: string) => scope.getByRole('combobox', { name });

async function download(page: Page, name: string) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name, exact: true }).click(),
  ]);
  const path = (await file.path()) ?? '';
  return { name: file.suggestedFilename(), path, bytes: readFileSync(path) };
}

/** Two items: laptops under CFR with freight, and smartphones under a national procedure whose SRO cuts CD. */
const TWO_ITEMS: TaxationBody = {
  document: { typeOfDeclaration: 'IM', generalProcedureCode: '4' },
  items: [
    {
      commodityCode: { hsCode: '847130', pr1: '00' },
      itemCountryOfOriginCode: 'CN',
      currencyCode: { value: 'USD' },
      statValueInForeignCurrency: '12400',
      incoterm: 'CFR',
      freight: '500',
    },
    {
      commodityCode: { hsCode: '851713', pr1: '00' },
      currencyCode: { value: 'EUR' },
      statValueInForeignCurrency: '3000.50',
      incoterm: 'CIF',
      nationalProcedure: '105',
    },
  ],
};

describe('the import tax simulation', () => {
  it('simulates two items in Bengali, and prints them to a PDF and an XLSX', async () => {
    const page = await simulation('bn');
    const first = page.getByRole('group', { name: 'আইটেম 1' });
    await suggest(page, combobox(first, 'পণ্য (এইচএস কোড বা শব্দ)'), '84713000', /^8471\.30\.00 — ল্যাপটপ/);
    await suggest(page, combobox(first, 'উৎপত্তি দেশ'), 'চীন', /^CN — /);
    await first.getByLabel('ইনভয়েস মূল্য').fill('১২,৪০০');
    await choose(page, combobox(first, 'সরবরাহের শর্ত'), 'CFR', /^CFR/);
    await first.getByLabel('জাহাজভাড়া').fill('500');
    // The rate the item will be converted at shows before it is calculated.
    await expect.poll(() => first.getByTestId('customs-rate-note').textContent()).toMatch(/1 .*USD.* = /);

    await page.getByRole('button', { name: 'একটি আইটেম যোগ করুন' }).click();
    const second = page.getByRole('group', { name: 'আইটেম 2' });
    await suggest(page, combobox(second, 'পণ্য (এইচএস কোড বা শব্দ)'), '85171300', /^8517\.13\.00/);
    await choose(page, combobox(second, 'ইনভয়েসের মুদ্রা'), 'EUR', /^EUR/);
    await second.getByLabel('ইনভয়েস মূল্য').fill('3000.50');
    await choose(page, combobox(second, 'জাতীয় পদ্ধতি (CPC3)'), '105', /^105/);
    await page.getByRole('button', { name: 'হিসাব করুন' }).click();

    const expected = await serviceAnswer(page, 'bn', TWO_ITEMS);
    await expect
      .poll(() => page.getByTestId('total-taxes').textContent())
      .toBe(`${formatAmount(expected.totalItemTaxes, 'bn')} BDT`);
    expect(expected.items).toHaveLength(2);
    for (const item of expected.items) {
      const shown = page.getByTestId(`result-item-${item.itemNumber}`);
      expect(await shown.getByTestId('item-total').textContent()).toBe(
        formatAmount(item.totalItemTaxes, 'bn'),
      );
      for (const tax of item.taxes)
        expect(await shown.getByRole('cell', { name: tax.name, exact: true }).count()).toBe(1);
    }
    // The SRO of the national procedure lowered the second item's CD, and says so.
    expect(expected.items[1]?.taxes.find((tax) => tax.code === 'CD')?.sro).toBe('2025-124');
    expect(await page.getByTestId('result-item-2').getByText('2025-124').count()).toBeGreaterThan(0);
    expect(await page.getByText('হিসাবকৃত শুল্ক-করে প্রশাসনিক ফি অন্তর্ভুক্ত নয়').count()).toBe(1);
    await page.screenshot({ path: `${SCREENSHOTS}taxation-simulation-bn.png`, fullPage: true });

    const pdf = await download(page, 'PDF এক্সপোর্ট');
    expect(pdf.name).toBe('tax-simulation.pdf');
    const { text } = pdfText(pdf.bytes);
    // pdftotext writes a Bengali vowel sign drawn before its consonant (ে, ি) before it: the words
    // compared here have none.
    for (const words of [
      '8471.30.00',
      '8517.13.00',
      'কাস্টমস হার',
      'জামানত',
      formatAmount(expected.totalItemTaxes, 'bn'),
      formatAmount(expected.items[0]?.assessableValue ?? '', 'bn'),
      '2025-124',
      'IM-4',
    ])
      expect(text).toContain(words);
    pdfFirstPagePng(pdf.bytes, `${SCREENSHOTS}taxation-simulation-export-bn.png`, 80);

    const xlsx = await download(page, 'XLSX এক্সপোর্ট');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(xlsx.path);
    const sheet = workbook.worksheets[0];
    const lastRow = sheet?.getRow(sheet.rowCount);
    // The last row is the simulation's total guarantee, the one before its total taxes, as numbers.
    expect(sheet?.getRow(sheet.rowCount - 1).getCell(10).value).toBe(Number(expected.totalItemTaxes));
    expect(lastRow?.getCell(10).value).toBe(Number(expected.guaranteeAmount));
    expect(sheet?.getRow(2).getCell(2).value).toBe('8471.30.00');
  });

  it('names a problem by its field, and a failure clears the result', async () => {
    // The service's answer to a date without rates is a 400, which the browser logs.
    session.tolerate(/status of 400/);
    const page = await simulation('en');
    const item = page.getByRole('group', { name: 'Item 1' });
    await suggest(page, combobox(item, 'Commodity (HS code or words)'), 'smartphones', /^8517\.13\.00/);
    await item.getByLabel('Invoice value').fill('1000');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect.poll(() => page.getByTestId('total-taxes').count()).toBe(1);
    await page.screenshot({ path: `${SCREENSHOTS}taxation-simulation-en.png`, fullPage: true });

    // Read on the page, as the service reads it: no call, the result goes.
    await item.getByLabel('Invoice value').fill('12,40');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect.poll(() => item.getByText('Amount must be a number').count()).toBe(1);
    expect(await page.getByTestId('total-taxes').count()).toBe(0);
    expect(await item.getByLabel('Invoice value').getAttribute('aria-invalid')).toBe('true');

    // Answered by the service: a date with no customs rate, said under the currency.
    await item.getByLabel('Invoice value').fill('1000');
    await page.locator('input[name=validityDate]').fill(isoDateDaysBefore(today, 100));
    await expect
      .poll(() => item.getByTestId('customs-rate-note').textContent())
      .toContain('No customs rate for');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect.poll(() => item.getByText('No available rate for this date').count()).toBe(1);
    expect(
      await page.getByRole('alert').filter({ hasText: 'The taxes could not be calculated' }).count(),
    ).toBe(1);
    expect(await page.getByTestId('total-taxes').count()).toBe(0);
    await page.screenshot({ path: `${SCREENSHOTS}taxation-simulation-problem-en.png`, fullPage: true });

    // An item added and removed again: the keyboard goes on from "Add an item".
    await page.getByRole('button', { name: 'Add an item' }).click();
    await page.getByRole('button', { name: 'Remove item 2' }).press('Enter');
    expect(await page.getByRole('group', { name: 'Item 2' }).count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Add an item');
  });

  it('reads right to left in Arabic, accessible and legible', async () => {
    const page = await simulation('ar');
    const item = page.getByRole('group', { name: 'الصنف 1' });
    await suggest(page, combobox(item, 'السلعة (رمز النظام المنسق أو كلمات)'), '0101', /^0101\.21\.00/);
    await item.getByLabel('قيمة الفاتورة').fill('5000');
    await choose(page, combobox(item, 'شروط التسليم'), 'FOB', /^FOB/);
    await page.getByRole('button', { name: 'احسب' }).click();
    // FOB without freight: no CIF value, so no tax can be calculated, and the page says which.
    await expect.poll(() => page.getByText(/تعذّر حساب ضريبة/).count()).toBe(1);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.screenshot({ path: `${SCREENSHOTS}taxation-simulation-ar.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    expect(await lowContrastTexts(page)).toEqual([]);
  });
});

describe('the tax calculator', () => {
  it('opens from a tariff line with its code, and gives the amount to pay, by keyboard', async () => {
    const page = await signedInPage(session, '/en/tools/tariff-search/lines/85171300');
    await page.getByRole('link', { name: 'Calculate the taxes on this line' }).click();
    await page.waitForURL(/\/en\/tools\/tax-calculator\?code=85171300$/);
    const commodity = combobox(page, 'Commodity (HS code or words)');
    await expect.poll(() => commodity.inputValue()).toBe('8517.13.00 — Smartphones');

    await page.getByLabel('Invoice value').focus();
    await page.keyboard.type('12400');
    await page.keyboard.press('Enter');
    const expected = await serviceAnswer(page, 'en', {
      document: { typeOfDeclaration: 'IM', generalProcedureCode: '4' },
      items: [
        {
          commodityCode: { hsCode: '851713', pr1: '00' },
          currencyCode: { value: 'USD' },
          statValueInForeignCurrency: '12400',
          incoterm: 'CIF',
        },
      ],
    });
    await expect
      .poll(() => page.getByTestId('amount-to-pay').textContent())
      .toBe(`${formatAmount(expected.totalItemTaxes, 'en')} BDT`);
    for (const tax of expected.items[0]?.taxes ?? [])
      expect(await page.getByRole('cell', { name: tax.name, exact: true }).count()).toBe(1);
    await page.screenshot({ path: `${SCREENSHOTS}tax-calculator-en.png`, fullPage: true });

    // Another line by words, chosen from the keyboard.
    await commodity.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('horses');
    await expect.poll(() => page.getByRole('option', { name: /^0101\./ }).count()).toBeGreaterThan(0);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => commodity.inputValue()).toMatch(/^0101\./);
  });

  it('speaks Arabic and Bengali, accessible and legible in Arabic', async () => {
    for (const language of ['ar', 'bn']) {
      const page = await signedInPage(session, `/${language}/tools/tax-calculator?code=84713000`);
      await expect.poll(() => page.locator('input[name=commodity]').inputValue()).toBe('84713000');
      await page.locator('input[name=value]').fill('2500');
      await page.locator('form button[type=submit]').click();
      await expect.poll(() => page.getByTestId('amount-to-pay').count()).toBe(1);
      await page.screenshot({ path: `${SCREENSHOTS}tax-calculator-${language}.png`, fullPage: true });
      if (language === 'ar') {
        expect(await seriousViolations(page)).toEqual([]);
        expect(await lowContrastTexts(page)).toEqual([]);
      }
    }
  });
});
