import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowserSession } from './support/browserSession.js';
import { lowContrastTexts } from './support/contrast.js';
import { seriousViolations } from './support/seriousViolations.js';
import { signedInPage } from './support/signedInPage.js';

const SCREENSHOTS = new URL('../test-results/', import.meta.url).pathname;
// A portal of its own: it stores a question and the staff's answer.
const session = useBrowserSession('own');
beforeAll(() => mkdirSync(SCREENSHOTS, { recursive: true }));

const SCRIPT = '<img src=x onerror="window.pwned=1"><script>window.pwned=1</script>';

async function goTo(page: Page, path: string): Promise<void> {
  await page.goto(`${session.portal.url}${path}`);
  await page.waitForURL((url) => url.pathname === path.split('?')[0]);
}

const marked = (page: Page) => page.locator('mark.search-match').allTextContents();

describe('the help desk', () => {
  it('shows its categories, searches and opens an article, by keyboard', async () => {
    const page = await signedInPage(session, '/en/tools/help-desk');
    await page.getByRole('heading', { name: 'Account and security', level: 2 }).waitFor();
    await page.getByRole('link', { name: 'Using the currency converter' }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}help-desk-en.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    // By keyboard: the search box, words typed, the first result's link, Enter opens the article.
    await page.getByLabel('Search the help desk').focus();
    await page.keyboard.type('converter');
    await page.keyboard.press('Enter');
    await page.waitForURL(/[?&]q=converter/);
    await page.getByText('1 article found, best first, then newest.').waitFor();
    expect(await marked(page)).toContain('converter');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      'Using the currency converter',
    );
    await page.keyboard.press('Enter');
    await page.waitForURL('**/en/tools/help-desk/articles/using-the-currency-converter');
    await page.getByRole('heading', { name: 'Using the currency converter', level: 1 }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('finds a Bengali article from a Bengali word, and says in Arabic when nothing is found', async () => {
    const page = await signedInPage(session, `/bn/tools/help-desk?q=${encodeURIComponent('মুদ্রা')}`);
    const bengaliResult = page.getByRole('link', { name: 'মুদ্রা রূপান্তরকারীর ব্যবহার' });
    await bengaliResult.waitFor();
    expect(await marked(page)).toContain('মুদ্রা');
    await page.screenshot({ path: `${SCREENSHOTS}help-desk-search-bn.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    await goTo(page, '/ar/tools/help-desk?q=zzqx');
    await page.getByText('نتيجة بحثك فارغة').waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.screenshot({ path: `${SCREENSHOTS}help-desk-empty-ar.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    expect(await lowContrastTexts(page)).toEqual([]);

    await goTo(page, '/ar/tools/help-desk');
    // The sample categories have no Arabic: English, saying so.
    await page.getByRole('heading', { name: 'Account and security', level: 2 }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}help-desk-ar.png`, fullPage: true });
    expect(await lowContrastTexts(page)).toEqual([]);
  });

  it('lists the news in the tools, searched with the words found marked, and by category', async () => {
    const page = await signedInPage(session, '/en/tools/news?q=everyday');
    await page.getByRole('heading', { name: 'News', level: 1 }).waitFor();
    await expect.poll(() => marked(page)).toContain('everyday');
    await page.screenshot({ path: `${SCREENSHOTS}news-tool-en.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    // In Arabic, right to left, filtered by a category picked from its list.
    await goTo(page, '/ar/tools/news');
    await page
      .locator('input')
      .and(page.getByLabel('الفئة', { exact: true }))
      .click();
    await page.getByRole('option', { name: 'أسعار الصرف' }).click();
    await page.waitForURL(/[?&]category=exchangeRates/);
    await page
      .getByRole('link', { name: 'New customs exchange rates in force from 3 August 2026' })
      .waitFor();
    await expect.poll(() => page.locator('article').count()).toBe(1);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.screenshot({ path: `${SCREENSHOTS}news-tool-category-ar.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('takes a question, refuses one far too long, and the asker reads the staff’s answer', async () => {
    session.tolerate(/status of 400/);
    const question = `Is my receipt valid? ${SCRIPT} ${Date.now()}`;
    const trader = await signedInPage(session, '/en/tools/help-desk');
    const field = trader.getByLabel('Your question');
    await field.fill('a'.repeat(100_000));
    await trader.getByRole('button', { name: 'Send the question' }).click();
    await trader.getByText('This text has 100000 characters; at most 4000 are allowed.').waitFor();

    await field.fill(question);
    await field.press('Tab');
    await trader.keyboard.press('Enter');
    await trader.getByText('Your question has been sent.').waitFor();

    const staff = await signedInPage(session, '/en/tools/help-desk/questions', 'helpdesk');
    const card = staff.getByRole('article').filter({ hasText: question });
    await card.waitFor();
    expect(await card.getByText('/en/tools/help-desk').count()).toBeGreaterThan(0);
    await card.getByLabel('Answer').fill('Yes: a bank receipt is valid for 90 days.');
    await card.getByRole('button', { name: 'Send the answer' }).click();
    await card.getByText('Answered', { exact: true }).waitFor();
    expect(await seriousViolations(staff)).toEqual([]);
    await staff.screenshot({ path: `${SCREENSHOTS}help-desk-queue-en.png`, fullPage: true });
    await goTo(staff, '/ar/tools/help-desk/questions');
    await staff.getByRole('heading', { name: 'الأسئلة الموجهة إلى مكتب المساعدة', level: 1 }).waitFor();
    await staff.getByRole('article').filter({ hasText: question }).waitFor();
    await staff.screenshot({ path: `${SCREENSHOTS}help-desk-queue-ar.png`, fullPage: true });
    expect(await lowContrastTexts(staff)).toEqual([]);

    await goTo(trader, '/bn/account');
    await trader.getByText('Yes: a bank receipt is valid for 90 days.').waitFor();
    // The script in the question is shown as the text it is, and never ran.
    await trader.getByText(question).waitFor();
    expect(await trader.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
    expect(await staff.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
    await trader.screenshot({ path: `${SCREENSHOTS}help-desk-account-bn.png`, fullPage: true });
    expect(await seriousViolations(trader)).toEqual([]);
  });

  it('keeps the queue from a trader: its address sends them to access denied', async () => {
    const page = await signedInPage(session, '/en/tools/help-desk/questions');
    await page.waitForURL(/\/en\/access-denied/);
  });
});
