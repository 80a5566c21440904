import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { scheduleGapLine, type Language } from '@tsw/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18nFor, loadTranslation } from '../../../shared/i18n/i18n';
import { TariffResultsTable } from './TariffResultsTable';
import type { TariffSearchAnswer } from './tariffSearchApi';

// The English words are a file of the build, as every language's: loaded before a test reads them.
beforeAll(() => loadTranslation('en'));

const HORSES: TariffSearchAnswer['lines'][number] = {
  code: '01012100',
  description: 'Pure-bred breeding animals of horses',
  descriptionTranslated: 'বিশুদ্ধ প্রজাতির প্রজননযোগ্য ঘোড়া',
  supplementaryUnitCode: 'u',
  taxCodes: [
    { name: 'CD', value: '5' },
    { name: 'SD', value: '0' },
    { name: 'VAT', value: '0' },
    { name: 'AIT', value: '5' },
    { name: 'AT', value: '0' },
    { name: 'RD', value: '0' },
    { name: 'TTI', value: '10' },
  ],
  score: 1,
};

/**
 * Raw cotton, which the shipped schedule lacks, as the server sends it (scheduleGapLine, as
 * tariffBookRoutes.test.ts checks on the real schedule).
 */
const rawCotton = scheduleGapLine('520100', 'Cotton; not carded or combed');
const RAW_COTTON: TariffSearchAnswer['lines'][number] = {
  ...rawCotton,
  taxCodes: [...rawCotton.taxCodes],
  score: 1,
};

/** The results as the page draws them: each cell says its column and its place in a phone's card. */
function resultsMarkup(lines = [HORSES], language: Language = 'en'): string {
  const table = createElement(TariffResultsTable, {
    lines,
    language,
    sort: { by: 'relevance', order: 'asc', sortBy: () => undefined },
    lineHref: (code: string) => `/${language}/tools/tariff-search/lines/${code}`,
  });
  return renderToStaticMarkup(
    createElement(
      MantineProvider,
      null,
      createElement(I18nextProvider, { i18n: i18nFor(language) }, createElement(MemoryRouter, null, table)),
    ),
  );
}

/** The opening tag of each body cell, in order. */
const cellTags = (markup: string) => markup.match(/<td[^>]*>/g) ?? [];
const attribute = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];

describe('the tariff results as cards', () => {
  it('opens each card with the code, then the description, then every tax as a labelled figure', () => {
    const cells = cellTags(resultsMarkup()).map((tag) => [
      attribute(tag, 'data-card'),
      attribute(tag, 'data-label'),
    ]);
    expect(cells).toEqual([
      ['title', 'HS code'],
      ['text', 'Description'],
      ['figure', 'UOM'],
      ...['CD', 'SD', 'VAT', 'AIT', 'AT', 'RD', 'TTI'].map((tax) => ['figure', tax]),
    ]);
  });

  it('offers the columns that sort as the sort buttons of a card list', () => {
    const markup = resultsMarkup();
    expect(markup).toContain('data-sort-label="Sort by"');
    const sortable = (markup.match(/<th[^>]*data-sortable="true"[^>]*>.*?<\/th>/g) ?? []).map((header) =>
      header.replace(/<[^>]+>/g, '').trim(),
    );
    expect(sortable).toEqual(['HS code', 'Description', 'TTI']);
  });

  it('tells a subheading the schedule lacks as such, leading to its heading rather than a line page', async () => {
    const markup = resultsMarkup([HORSES, RAW_COTTON]);
    expect(markup).toContain('href="/en/tools/tariff-search/headings/5201"');
    expect(markup).toContain('href="/en/tools/tariff-search/lines/01012100"');
    const note = 'Not in the loaded tariff schedule: the HS 2022 text, with no national line or rates here.';
    expect(markup.split(note)).toHaveLength(2);
    await loadTranslation('bn');
    expect(resultsMarkup([RAW_COTTON], 'bn')).toContain('লোড করা শুল্ক তফসিলে নেই');
  });
});
