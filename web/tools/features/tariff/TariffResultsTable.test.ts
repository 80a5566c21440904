import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '../../../shared/i18n/i18n';
import { TariffResultsTable } from './TariffResultsTable';
import type { TariffSearchAnswer } from './tariffSearchApi';

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

/** The results as the page draws them: each cell says its column and its place in a phone's card. */
function resultsMarkup(): string {
  const table = createElement(TariffResultsTable, {
    lines: [HORSES],
    language: 'en',
    sort: { by: 'relevance', order: 'asc', sortBy: () => undefined },
    lineHref: (code: string) => `/en/tools/tariff-search/lines/${code}`,
  });
  return renderToStaticMarkup(
    createElement(
      MantineProvider,
      null,
      createElement(I18nextProvider, { i18n: i18nFor('en') }, createElement(MemoryRouter, null, table)),
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
});
