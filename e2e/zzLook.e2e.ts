import { mkdirSync } from 'node:fs';
import { pdfFirstPagePng } from '@tsw/server/testing/pdfText';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, it } from 'vitest';
import { useBrowserSession } from './support/browserSession.js';
import { signedInPage } from './support/signedInPage.js';

const SHOTS = new URL('../test-results/', import.meta.url).pathname;
const session = useBrowserSession();
beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

const CONFIG = {
  additionalFields: [
    { name: 'statisticalValue', kind: 'amount', required: false },
    { name: 'netMass', kind: 'amount', required: false },
  ],
  meta: { ruleTypes: ['required', 'conditional'], typeOfDeclaration: 'IM' },
};

function att(code: string, name: string, lang: string, more: object = {}) {
  return {
    id: `r-${code}`, code, attDocCode: code, attDocName: name, attDocNameLanguage: lang,
    applicableCommodityCodes: [], ruleType: 'required', conditions: [], authority: 'National Board of Revenue',
    sources: [{ text: 'Import Policy Order 2021-2024, Annex 2', url: 'https://mincom.gov.bd/ipo' }], ruleIds: [`r-${code}`], sample: false, ...more,
  };
}

async function mock(page: Page) {
  await page.route('**/traders-guide-config.json', (route) => route.fulfill({ json: CONFIG }));
  await page.route('**/api/traders-guide/**', async (route) => {
    const body = route.request().postDataJSON() as { items: { commodityCode: string }[]; meta: { language: string } };
    const lang = body.meta.language;
    await route.fulfill({
      json: {
        data: {
          validityDate: '2026-11-26',
          items: body.items.map((item, index) => ({
            itemNumber: index + 1,
            commodityCode: item.commodityCode,
            attachments: [
              att('INV', lang === 'bn' ? 'বাণিজ্যিক চালান' : lang === 'ar' ? 'فاتورة تجارية' : 'Commercial invoice', lang),
              ...(item.commodityCode.startsWith('03')
                ? [att('FQC', 'Fish quarantine certificate', 'en', { authority: 'Department of Fisheries', ruleType: 'conditional', conditions: ['When the fish is for human consumption'], sample: true, sources: [{ text: 'Fish and Fish Products (Inspection and Quality Control) Act 2020', url: null }] })]
                : [att('DGDA', 'Drug import licence', 'en', { authority: 'Directorate General of Drug Administration' })]),
            ],
          })),
          fieldsErrors: item2Errors(body.items),
        },
      },
    });
  });
}
function item2Errors(items: { commodityCode: string }[]) {
  return items.length > 2 ? [{ itemNumber: 3, field: 'itemCountryOfOriginCode', code: 'UNKNOWN_CODE', message: 'x', params: { value: 'XX' } }] : [];
}

describe('look', () => {
  for (const language of ['en', 'ar', 'bn']) {
    it(`guide ${language}`, async () => {
      const page = await signedInPage(session, `/${language}/tools/traders-guide?code=03046290`);
      await mock(page);
      await page.reload();
      await page.locator('input[name="consignments.1.commodityCode"]').waitFor({ state: 'attached' });
      await page.waitForTimeout(2500);
      await page.locator('form button[type=submit]').click();
      await page.getByTestId('guide-checklist').waitFor();
      await page.screenshot({ path: `${SHOTS}look-guide-${language}.png`, fullPage: true });
      const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button').filter({ hasText: 'PDF' }).click()]);
      pdfFirstPagePng(readFileSync((await file.path()) ?? ''), `${SHOTS}look-guide-pdf-${language}.png`, 80);
      await page.getByRole('combobox').first().click();
      await page.getByRole('option').nth(1).click();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `${SHOTS}look-guide-modal-${language}.png` });
    });
  }
});
