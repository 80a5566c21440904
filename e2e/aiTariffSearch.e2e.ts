import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowserSession } from './support/browserSession.js';
import { lowContrastTexts } from './support/contrast.js';
import { seriousViolations } from './support/seriousViolations.js';
import { signedInPage } from './support/signedInPage.js';

const SCREENSHOTS = new URL('../test-results/', import.meta.url).pathname;
const session = useBrowserSession();
beforeAll(() => mkdirSync(SCREENSHOTS, { recursive: true }));

const PATH = '/tools/ai-tariff-search';
/** A trader's own words for goods of heading 6109 (T-shirts, knitted), and a Bengali one for 8517 (phones). */
const T_SHIRTS = 'cotton t-shirts for men';
const HEADING = /^6109/;
const PHONES_BN = 'মোবাইল ফোন';

/** The suggested subheadings on the page, the most likely first. */
async function suggestedCodes(page: Page): Promise<string[]> {
  await page.getByTestId('hs-suggestions').waitFor();
  const ids = await page
    .getByTestId('hs-suggestions')
    .locator(':scope > li')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-testid') ?? ''));
  return ids.map((id) => id.replace('hs-suggestion-', ''));
}

describe('AI tariff suggestions', () => {
  it('finds the heading of a real description, with reasons, opens its tree and lines, and goes on to the calculator', async () => {
    const page = await signedInPage(session, `/en${PATH}`);
    await page.getByRole('textbox', { name: 'Describe your goods' }).fill(T_SHIRTS);
    await page.getByRole('button', { name: 'Suggest codes' }).click();
    const codes = await suggestedCodes(page);
    expect(codes.length).toBeGreaterThan(0);
    expect(codes.length).toBeLessThanOrEqual(5);
    expect(codes).toEqual(expect.arrayContaining([expect.stringMatching(HEADING)]));
    expect(new URL(page.url()).searchParams.get('q')).toBe(T_SHIRTS);

    const shirts = page.getByTestId(`hs-suggestion-${codes.find((code) => HEADING.test(code))}`);
    const bar = shirts.getByRole('progressbar');
    expect(Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    expect(await bar.getAttribute('aria-label')).toBe('Probability that heading 6109 is right');
    expect(await shirts.locator('.hs-matched-word').count()).toBeGreaterThan(0);
    await expect.poll(() => shirts.textContent()).toMatch(/Texts that support it/);

    await shirts.getByRole('button', { name: 'Place in the tariff and national lines' }).click();
    const tree = shirts.locator('[data-testid^="hs-tree-"]');
    await tree.waitFor();
    expect(await tree.textContent()).toMatch(/Section XI.*Chapter 61.*Heading 6109.*Subheading 6109\.\d\d/s);
    const firstLine = shirts.locator('[data-testid^="hs-line-"]').first();
    await firstLine.waitFor();
    const lineCode = ((await firstLine.getAttribute('data-testid')) ?? '').replace('hs-line-', '');
    expect(lineCode).toMatch(/^6109\d{4}/);
    await page.screenshot({ path: `${SCREENSHOTS}ai-tariff-search-en.png`, fullPage: true });

    await firstLine.getByRole('link', { name: 'Calculate the taxes on this line' }).click();
    await page.waitForURL((url) => url.pathname === '/en/tools/tax-calculator');
    expect(new URL(page.url()).searchParams.get('code')).toBe(lineCode);
    await expect
      .poll(() => page.getByRole('combobox').first().inputValue())
      .toMatch(new RegExp(`^${lineCode.slice(0, 4)}\\.${lineCode.slice(4, 6)}`));
  });

  it('asks about vague text, refuses bad text, and says a failed search or detail where it happens', async () => {
    // A link's description is searched at once; a vague one gets a question, and a choice searches again.
    const page = await signedInPage(session, `/en${PATH}?q=parts`);
    const box = page.getByRole('textbox', { name: 'Describe your goods' });
    const search = page.getByRole('button', { name: 'Suggest codes' });
    const question = page.getByRole('region', { name: 'Tell us more' });
    await question.waitFor();
    const choice = question.getByRole('group').getByRole('button').first();
    const chosen = `parts ${((await choice.textContent()) ?? '').toLowerCase()}`;
    await choice.click();
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(chosen);
    await expect.poll(() => box.inputValue()).toBe(chosen);
    await expect
      .poll(async () => (await page.getByTestId('hs-suggestions').count()) + (await question.count()))
      .toBeGreaterThan(0);

    await box.fill('');
    await search.click();
    await page.getByText('Please describe your goods.').waitFor();
    await box.fill('x'.repeat(2_001));
    await search.click();
    await page.getByText('The description is too long: at most 2000 characters.').waitFor();
    await box.fill('shoes \u0000\u0001 PK');
    await search.click();
    await page.getByText('The description holds characters that are not text.', { exact: false }).waitFor();

    session.tolerate(/status of (404|500)/);
    await box.fill('zqxv wkpj');
    await search.click();
    await page.getByText('Please describe your product in a different way to get results').waitFor();

    await page.route('**/hs-code-finder/search?**', (route) => route.fulfill({ status: 500, body: '' }));
    await box.fill('wooden chairs');
    await search.click();
    await page.getByTestId('hs-finder-error').waitFor();
    await page.getByRole('alert').filter({ hasText: 'Something went wrong' }).first().waitFor();

    await page.unroute('**/hs-code-finder/search?**');
    await page.route('**/hs-code-finder/tree?**', (route) => route.fulfill({ status: 500, body: '' }));
    await search.click();
    const codes = await suggestedCodes(page);
    const first = page.getByTestId(`hs-suggestion-${codes[0]}`);
    await first.getByRole('button', { name: 'Place in the tariff and national lines' }).click();
    await page.getByTestId(`hs-tree-error-${codes[0]}`).waitFor();
    expect(await page.getByTestId('hs-finder-error').count()).toBe(0);
    expect(await page.getByTestId(`hs-suggestion-${codes[1]}`).count()).toBe(codes.length > 1 ? 1 : 0);
  });

  it('reads right to left in Arabic, accessible and legible, and finds a Bengali description', async () => {
    const arabic = await signedInPage(session, `/ar${PATH}?q=${encodeURIComponent(T_SHIRTS)}`);
    const codes = await suggestedCodes(arabic);
    expect(codes).toEqual(expect.arrayContaining([expect.stringMatching(HEADING)]));
    expect(await arabic.locator('html').getAttribute('dir')).toBe('rtl');
    await arabic.getByTestId(`hs-suggestion-${codes[0]}`).getByRole('button').last().click();
    const tree = arabic.locator(`[data-testid="hs-tree-${codes[0]}"]`);
    await tree.waitFor();
    // The chapter's title is Arabic; HS 2022's heading is English, marked so for a screen reader's voice.
    expect(await tree.locator('span[lang="ar"]').count()).toBeGreaterThanOrEqual(1);
    expect(await tree.locator('span[lang="en"]').count()).toBeGreaterThanOrEqual(1);
    // The model's line is Arabic, its dates and counts included; no English words from its version.
    const modelLine = (await arabic.getByTestId('hs-model').textContent()) ?? '';
    expect(modelLine).toMatch(/^اقترحه النموذج/);
    expect(modelLine).not.toMatch(/examples|declarations|shipped/);
    await arabic.screenshot({ path: `${SCREENSHOTS}ai-tariff-search-ar.png`, fullPage: true });
    expect(await seriousViolations(arabic)).toEqual([]);
    expect(await lowContrastTexts(arabic)).toEqual([]);

    const bengali = await signedInPage(session, `/bn${PATH}`);
    await bengali.getByRole('textbox', { name: 'আপনার পণ্যের বর্ণনা দিন' }).fill(PHONES_BN);
    await bengali.getByRole('button', { name: 'কোড প্রস্তাব করুন' }).click();
    const bengaliCodes = await suggestedCodes(bengali);
    expect(bengaliCodes).toEqual(expect.arrayContaining([expect.stringMatching(/^8517/)]));
    await bengali.screenshot({ path: `${SCREENSHOTS}ai-tariff-search-bn.png`, fullPage: true });
  });
});
