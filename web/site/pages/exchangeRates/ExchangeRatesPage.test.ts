import type { SiteExchangeRate } from '@tsw/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTranslation } from '../../../shared/i18n/i18n';
import { LANGUAGE_CODES } from '../../../shared/i18n/languages';
import { createSiteRenderer } from '../../render/siteRenderer';
import { siteSourceForTests } from '../../render/siteSourceForTests';

const renderer = createSiteRenderer({ buildHash: 'build-1', styles: '', script: '/assets/site-1.js' });

const KUWAITI_DINAR: SiteExchangeRate = {
  code: 'KWD',
  description: 'Kuwaiti Dinar',
  descriptionTranslated: 'কুয়েতি দিনার',
  rate: '398.1234',
  validFromDate: '2026-01-28',
  validToDate: '2026-02-01',
  difference: '-1.5',
};
const source = { ...siteSourceForTests, exchangeRates: [KUWAITI_DINAR] };

/** The text of the page's main part, tags dropped: what a reader sees, in order. */
async function pageText(language: string): Promise<{ html: string; text: string }> {
  const { html } = await renderer.render(`/${language}/exchange/exchange-rates`, source);
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  return { html: main, text: main.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ') };
}

beforeAll(() => Promise.all(LANGUAGE_CODES.map((language) => loadTranslation(language))));

describe("the information site's exchange-rate page (issue 43)", () => {
  it('writes its heading’s date and the table’s dates one way, by the page’s language', async () => {
    // The site's day (siteSourceForTests.today) is 2026-02-01.
    for (const [language, today, from] of [
      ['en', '02/01/2026', '01/28/2026'],
      ['fr', '01/02/2026', '28/01/2026'],
      ['es', '01/02/2026', '28/01/2026'],
      ['ar', '01/02/2026', '28/01/2026'],
      ['bn', '০১/০২/২০২৬', '২৮/০১/২০২৬'],
    ] as const) {
      const { html, text } = await pageText(language);
      expect(text, language).toContain(today);
      expect(html, language).toContain(`<time dateTime="2026-01-28" class="code-text">${from}</time>`);
      expect(html, language).toContain(`<time dateTime="2026-02-01" class="code-text">${today}</time>`);
      expect(text, language).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    }
  });

  it('writes the rates in the digits of the language, their raw value kept for sorting', async () => {
    const bengali = await pageText('bn');
    expect(bengali.html).toContain('<td data-value="398.1234"><span class="code-text">৩৯৮.১২৩৪</span></td>');
    expect(bengali.text).toContain('-১.৫০');
    const arabic = await pageText('ar');
    expect(arabic.html).toContain('<span class="code-text">398.1234</span>');
  });
});
