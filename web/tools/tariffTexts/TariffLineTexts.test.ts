import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { tariffCodeFromRecord } from '@tsw/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18nFor, loadTranslation } from '../../shared/i18n/i18n';
import { TariffLineTexts } from './TariffLineTexts';

beforeAll(() => loadTranslation('fr'));

/** A line with a national French text the administration imported, and its subheading's (issue 49). */
const RICE = {
  ...tariffCodeFromRecord({
    code: '10062000',
    description: 'Husked (Brown) Rice',
    descriptionTranslated: null,
    descriptionFr: 'Riz décortiqué (riz cargo ou brun)',
  }),
  hsDescriptionFr: 'Riz décortiqué (riz cargo ou riz brun)',
};

function textsMarkup(line: typeof RICE, withHsText: boolean): string {
  return renderToStaticMarkup(
    createElement(
      MantineProvider,
      null,
      createElement(
        I18nextProvider,
        { i18n: i18nFor('fr') },
        createElement(
          MemoryRouter,
          { initialEntries: ['/fr/tools/ai-tariff-search'] },
          createElement(TariffLineTexts, { line, withHsText }),
        ),
      ),
    ),
  );
}

describe('a tariff line’s texts on a French screen', () => {
  it('shows the national French text in a list under its subheading, with the English once', () => {
    const markup = textsMarkup(RICE, false);
    expect(markup).toContain('<span lang="fr">Riz décortiqué (riz cargo ou brun)</span>');
    expect(markup).toContain('Texte national : <span lang="en" dir="ltr">Husked (Brown) Rice</span>');
    expect(markup).not.toContain('riz cargo ou riz brun');
  });

  it('shows the English national text alone where no French one was imported', () => {
    const markup = textsMarkup({ ...RICE, descriptionFr: undefined }, false);
    expect(markup).toContain('<span lang="en">Husked (Brown) Rice</span>');
    expect(markup).not.toContain('lang="fr"');
  });
});
