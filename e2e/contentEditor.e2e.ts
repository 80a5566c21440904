import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowserSession } from './support/browserSession.js';
import { lowContrastTexts } from './support/contrast.js';
import { seriousViolations } from './support/seriousViolations.js';
import { signedInPage } from './support/signedInPage.js';

const SCREENSHOTS = new URL('../test-results/', import.meta.url).pathname;
// A portal of its own: its editors publish, change and withdraw content other files read.
const session = useBrowserSession('own');
beforeAll(() => mkdirSync(SCREENSHOTS, { recursive: true }));

/** The status a site page answers, until it is the one awaited (the site regenerates within seconds). */
async function siteStatus(path: string): Promise<number> {
  return (await fetch(`${session.portal.url}${path}`)).status;
}

const heading = (page: Page) => page.locator('h1').textContent();

describe('the content editors’ screens', () => {
  it('are not offered to a trader, and their address sends one to access denied', async () => {
    const page = await signedInPage(session, '/en/editor');
    await page.waitForURL(/\/en\/access-denied/);
  });

  it('create, check, preview, publish and withdraw a news item in English and Bengali', async () => {
    session.tolerate(/status of 400/);
    const page = await signedInPage(session, '/en/editor', 'editor');
    await expect.poll(() => heading(page)).toBe('Content editor');
    await page
      .getByRole('status')
      .filter({ hasText: /\d+ items/ })
      .waitFor();
    // A page of 25 items at a time; the next page is in the address.
    expect(await page.locator('tbody tr').count()).toBe(25);
    await page.getByRole('button', { name: 'Page 2', exact: true }).click();
    await page.waitForURL(/[?&]page=2/);
    await page.getByRole('button', { name: 'New item' }).waitFor();

    await page.getByRole('button', { name: 'New item' }).click();
    await page.getByRole('menuitem', { name: 'News item' }).click();
    await page.waitForURL('**/en/editor/new/news');
    const slug = `harbour-gate-${Date.now()}`;
    await page.getByLabel('Address name').fill(slug);
    await page.getByLabel('Title').first().fill('Chittagong port opens gate 9');
    // The English text is missing: the form says so by the field, before anything is sent.
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Some fields need attention.').waitFor();
    expect(await page.getByText('This field is required.').count()).toBe(1);

    await page.getByLabel('Text').first().fill('Trucks use **gate 9** from Monday.');
    await page.getByRole('tab', { name: 'বাংলা' }).click();
    const bengaliPanel = page.getByRole('tabpanel', { name: 'বাংলা' });
    await bengaliPanel.getByLabel('Title').fill('চট্টগ্রাম বন্দরে ৯ নম্বর গেট চালু');
    await bengaliPanel.getByLabel('Text').fill('সোমবার থেকে ট্রাক **৯ নম্বর গেট** ব্যবহার করবে।');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/en\/editor\/items\/[0-9a-f-]{36}$/);
    await page.getByText('Draft', { exact: true }).first().waitFor();
    expect(await siteStatus(`/bn/news/${slug}`)).toBe(404);

    // The preview shows the Bengali text as the site will, bold included.
    await page.getByRole('combobox', { name: 'Preview in' }).click();
    await page.getByRole('option', { name: 'বাংলা' }).click();
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    await expect
      .poll(() => page.getByTestId('editor-preview').locator('strong').textContent())
      .toBe('৯ নম্বর গেট');
    await page.screenshot({ path: `${SCREENSHOTS}content-editor-form-en.png`, fullPage: true });

    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Published: it is on the site within seconds.').waitFor();
    await page.getByRole('link', { name: 'View on the site' }).waitFor();
    await expect.poll(() => siteStatus(`/bn/news/${slug}`), { timeout: 10_000 }).toBe(200);
    expect(await (await fetch(`${session.portal.url}/bn/news/${slug}`)).text()).toContain(
      'চট্টগ্রাম বন্দরে ৯ নম্বর গেট চালু',
    );
    // Every change is listed with who made it.
    await page.getByText(/Published by editor on/).waitFor();
    expect(await page.getByText(/Created by editor on/).count()).toBe(1);

    await page.getByRole('button', { name: 'Withdraw' }).click();
    await page.getByText('Withdrawn: it is no longer on the site.').waitFor();
    await expect.poll(() => siteStatus(`/en/news/${slug}`), { timeout: 10_000 }).toBe(404);
  });

  it('refuses a save made from an older version, and reloads the newer one', async () => {
    session.tolerate(/status of 409/);
    const first = await signedInPage(session, '/en/editor?kind=faq', 'editor');
    await first.getByRole('link').filter({ hasText: 'Do I need an account' }).first().click();
    await first.waitForURL(/\/en\/editor\/items\//);
    const address = first.url();
    const second = await signedInPage(session, new URL(address).pathname, 'editor');
    await second.getByLabel('Title').first().waitFor();
    await expect
      .poll(() => second.getByLabel('Title').first().inputValue())
      .toContain('Do I need an account');

    await first.getByLabel('Title').first().fill('Do I need an account to use the portal at all?');
    await first.getByRole('button', { name: 'Save' }).click();
    await first.getByText('Saved.').waitFor();

    await second.getByLabel('Title').first().fill('Do I need an account? (older edit)');
    await second.getByRole('button', { name: 'Save' }).click();
    await second.getByText('Someone else saved this item since you opened it.').waitFor();
    await second.getByRole('button', { name: 'Reload the item' }).click();
    await expect
      .poll(() => second.getByLabel('Title').first().inputValue())
      .toBe('Do I need an account to use the portal at all?');
  });

  it('uploads a download’s file, refusing a wrong type and a file whose content is not its type', async () => {
    session.tolerate(/status of 400/);
    const page = await signedInPage(session, '/en/editor/new/download', 'editor');
    await page.getByText('No file yet.').waitFor();
    const chooser = async (name: string, content: string) => {
      const [fileChooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        page.getByRole('button', { name: 'Upload a file' }).click(),
      ]);
      await fileChooser.setFiles({
        name,
        mimeType: 'application/octet-stream',
        buffer: Buffer.from(content),
      });
    };
    await chooser('setup.exe', 'MZ');
    await page.getByText('Only PDF, DOCX, XLSX, PPTX, CSV, PNG and JPEG files may be uploaded.').waitFor();
    await chooser('notice.pdf', 'not a PDF at all');
    await page.getByText("The file's content does not match its extension.").waitFor();
    await chooser('notice.pdf', '%PDF-1.4\n%sample\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    await expect.poll(() => page.getByTestId('editor-file').textContent()).toMatch(/^notice\.pdf, \d+ byte/);
  });

  it('reads right to left in Arabic and in Bengali, with enough contrast and nothing serious for axe', async () => {
    for (const language of ['en', 'ar', 'bn']) {
      const list = await signedInPage(session, `/${language}/editor`, 'editor');
      await list.locator('tbody tr').first().waitFor();
      expect(await list.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
      await list.screenshot({ path: `${SCREENSHOTS}content-editor-list-${language}.png`, fullPage: true });
      expect(await lowContrastTexts(list)).toEqual([]);
      expect(await seriousViolations(list)).toEqual([]);
      await list.locator('tbody tr a').first().click();
      await list.waitForURL(/\/editor\/items\//);
      await list.locator('textarea').first().waitFor();
      await list.screenshot({ path: `${SCREENSHOTS}content-editor-form-${language}.png`, fullPage: true });
      expect(await lowContrastTexts(list)).toEqual([]);
      expect(await seriousViolations(list)).toEqual([]);
      await list.close();
    }
  });
});
