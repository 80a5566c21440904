import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSession } from './support/browserSession.js';
import { expectFitsPhone, PHONE } from './support/phone.js';
import { signedInPage } from './support/signedInPage.js';

/**
 * Every signed-in tool on a phone held upright, in Arabic (right to left) and Bengali (tall glyphs): each
 * tool's main action done once, its answer brought into view, the page no wider than the phone, and
 * nothing serious for axe (nor, in Arabic, which axe does not check, text below AA contrast). What a card
 * shows is the unit tests' (TariffResultsTable.test.ts); this is the real page at a phone's size.
 * One page per account and group of tools, moved from tool to tool. The reference lists and the
 * central-bank rates, which show their answer without an action, are checked at this size by their own
 * files' Arabic and Bengali tests, on the page those load (referenceLists.e2e.ts, centralBankRates.e2e.ts).
 */
const session = useBrowserSession();

const LANGUAGES = ['ar', 'bn'] as const;
type Language = (typeof LANGUAGES)[number];

/** A signed-in page on a tool at a phone's size (a trader's unless named). */
async function phonePage(language: Language, path: string, username?: string): Promise<Page> {
  const page = await signedInPage(session, `/${language}${path}`, username);
  await page.setViewportSize(PHONE);
  return page;
}

function open(page: Page, language: Language, path: string): Promise<unknown> {
  return page.goto(`${session.portal.url}/${language}${path}`);
}

/** Whether the element's start is on screen: its top edge, and all of it or its first 200 px. */
function startsInView(element: Locator): Promise<boolean> {
  return element.evaluate((node) => {
    const { top, height } = node.getBoundingClientRect();
    return top >= -1 && top + Math.min(height, 200) <= window.innerHeight;
  });
}

/** After a tool's main action: its answer in view (scrolled to, on a phone), and the page as a phone shows it. */
async function expectAnswerOnPhone(page: Page, language: Language, answer: Locator): Promise<void> {
  await answer.first().waitFor();
  await expect.poll(() => startsInView(answer.first())).toBe(true);
  await expectFitsPhone(page, language);
}

/** Sends a form: the screen's first, or the one in `scope`. */
const submit = (scope: Page | Locator) =>
  scope.locator('main form, form').first().locator('button[type=submit]').first().click();

describe.each(LANGUAGES)('the signed-in tools on a phone, in %s', (language) => {
  it('tariff: a search, a heading, a line, its changes, the tax calculator and the simulation', async () => {
    const page = await phonePage(language, '/tools/tariff-search');
    await page.locator('input[name=q]').fill('horses');
    await submit(page);
    const firstLine = page.locator('tbody tr').first();
    await expectAnswerOnPhone(page, language, firstLine);
    // A line's last tax, TTI, is on screen: no sideways scroll hides the taxes.
    const tti = await firstLine.locator('td').last().boundingBox();
    expect(tti && tti.x >= 0 && tti.x + tti.width <= PHONE.width).toBe(true);

    await open(page, language, '/tools/tariff-search/headings/8471');
    await page.locator('tbody tr').first().waitFor();
    await expectFitsPhone(page, language);
    await open(page, language, '/tools/tariff-search/lines/84713000');
    await page.locator('main table').waitFor();
    await expectFitsPhone(page, language);

    // The tariff changes (issue 46): the defaults' answer, then a chapter's, brought into view.
    await open(page, language, '/tools/tariff-changes');
    await page.locator('#tariff-changes-title').waitFor();
    await page.locator('input[name=scope]').fill('08');
    await submit(page);
    await expectAnswerOnPhone(page, language, page.locator('section[aria-labelledby=tariff-changes-rates]'));

    await open(page, language, '/tools/tax-calculator?code=84713000');
    await expect.poll(() => page.getByRole('combobox').first().inputValue()).toMatch(/^8471\.30\.00/);
    await page.locator('input[name=value]').fill('1000');
    await submit(page);
    await expectAnswerOnPhone(page, language, page.getByTestId('amount-to-pay'));

    await open(page, language, '/tools/taxation-simulation');
    await page.getByTestId('item-1').getByRole('combobox').first().fill('84713000');
    await page.getByRole('option', { name: /^8471\.30\.00/ }).click();
    await page.locator('input[name="items.1.value"]').fill('1000');
    await submit(page);
    await expectAnswerOnPhone(page, language, page.locator('#taxation-result-title'));
  });

  it("traders' guide, AI suggestions, codification and SROs", async () => {
    const page = await phonePage(language, '/tools/traders-guide?code=30049099');
    const commodity = page.getByTestId('consignment-1').getByRole('combobox').first();
    await expect.poll(() => commodity.inputValue()).toMatch(/^3004\.90\.99/);
    await submit(page);
    await expectAnswerOnPhone(page, language, page.locator('#guide-checklist-title'));

    await open(page, language, '/tools/ai-tariff-search');
    await page.locator('textarea[name=q]').fill('cotton t-shirts for men');
    await submit(page);
    await expectAnswerOnPhone(page, language, page.locator('.hs-suggestions > li'));

    await open(page, language, '/tools/codification/bank');
    await page.locator('input[name=q]').fill('sonali');
    await submit(page);
    await expectAnswerOnPhone(page, language, page.getByTestId('codification-scroll'));

    await open(page, language, '/tools/sro');
    const lookup = page.locator('section[aria-labelledby=sro-lookup-title]');
    await lookup.locator('textarea[name=cp3Codes]').fill('104 101 999');
    await submit(lookup);
    await expectAnswerOnPhone(page, language, lookup.locator('tbody tr'));
  });

  it('exchange rates, news and the help desk', async () => {
    const page = await phonePage(language, '/tools/exchange-rates');
    await page.locator('input[name=amount]').fill('100');
    await submit(page);
    await expectAnswerOnPhone(page, language, page.getByTestId('converted-total'));

    await open(page, language, '/tools/news');
    await page.locator('article').first().waitFor();
    await page.locator('input[name=q]').fill('rate');
    await page.locator('input[name=q]').press('Enter');
    await expectAnswerOnPhone(page, language, page.locator('article'));

    await open(page, language, '/tools/help-desk');
    await page.locator('input[name=q]').fill('rate');
    await page.locator('input[name=q]').press('Enter');
    await expectAnswerOnPhone(page, language, page.locator('section[aria-labelledby=help-desk-results]'));
  });

  it('cargo manifests and vessels, as a declarant', async () => {
    const page = await phonePage(language, '/tools/manifests', 'declarant');
    // The customs office of Chattogram, the search's one filter.
    const office = page.getByRole('combobox').first();
    await office.pressSequentially('301');
    await page.getByRole('option', { name: /^301/ }).click();
    await submit(page);
    await expectAnswerOnPhone(page, language, page.locator('tbody tr'));
    await page.locator('tbody tr a').first().click();
    await page.getByTestId('bills-of-lading').waitFor();
    await expectFitsPhone(page, language);

    await open(page, language, '/tools/vessels');
    const vessel = page.locator('tbody tr a').first();
    await vessel.waitFor();
    const name = (await vessel.textContent()) ?? '';
    await page.locator('input[name=q]').fill(name);
    await page.locator('input[name=q]').press('Enter');
    await expectAnswerOnPhone(page, language, page.locator('tbody tr'));
    await page.locator('tbody tr a', { hasText: name }).click();
    await page.locator('h1', { hasText: name }).waitFor();
    await expectFitsPhone(page, language);
  });
});
