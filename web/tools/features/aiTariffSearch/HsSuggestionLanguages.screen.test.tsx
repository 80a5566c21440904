import type { HsFinderSearchAnswer } from '@tsw/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../testing/renderScreen';
import { HsNationalLinesTable } from './HsNationalLinesTable';
import { HsSuggestionList } from './HsSuggestionList';

/** A French answer as the finder gives it (issue 49): the EU's text after its heading's, texts of every language. */
const FRENCH_ANSWER: HsFinderSearchAnswer = {
  query: 't-shirt en coton pour homme',
  language: 'fr',
  predictions: [
    {
      hsCode: '610910',
      description: 'T-shirts et maillots de corps, en bonneterie — De coton',
      descriptionLanguage: 'fr',
      probability: 0.81,
      children: [],
      reasons: {
        matchedWords: ['t-shirt', 'coton'],
        supportingTexts: [
          { source: 'everydayName', code: '6109', text: 't-shirt', language: 'fr' },
          { source: 'labelled', code: '610910', text: "men's cotton t-shirt", language: 'en' },
          { source: 'tariff', code: '61091000', text: 'সুতির নিট টি-শার্ট', language: 'bn' },
          {
            source: 'hs',
            code: '610910',
            text: 'T-shirts et maillots de corps, en bonneterie — De coton',
            language: 'fr',
          },
        ],
        exclusions: [],
        fusion: { modelPlace: 1, searchPlace: 1, rules: [] },
      },
    },
  ],
  clarification: null,
  model: { version: '2026-11-29T05:00:00Z, 38151 examples, 0 past declarations' },
};

const LINE = {
  code: '61091000',
  description: 'T-Shirts, Singlets And Other Vests, Of Cotton, Knitted Or Crocheted',
  descriptionTranslated: 'সুতির নিট টি-শার্ট, সিংলেট ও গেঞ্জি',
  supplementaryUnitCode: null,
  taxCodes: [{ name: 'CD', value: '25' }],
  hsDescriptionFr: 'T-shirts et maillots de corps, en bonneterie — De coton',
};

describe('the AI tariff search screen in French (issue 49)', () => {
  it("marks each text it shows with its language: the suggestion's, every supporting text's", async () => {
    await renderScreen(<HsSuggestionList answer={FRENCH_ANSWER} language="fr" />, {
      path: '/fr/tools/ai-tariff-search',
    });
    const suggestion = screen.getByTestId('hs-suggestion-610910');
    const title = within(suggestion).getByRole('heading');
    expect(title.querySelector('[lang]')?.getAttribute('lang')).toBe('fr');
    expect(title.querySelector('[lang]')?.textContent).toBe(
      'T-shirts et maillots de corps, en bonneterie — De coton',
    );
    const supporting = [...suggestion.querySelectorAll('ul span[lang]')].map((span) => [
      span.getAttribute('lang'),
      span.textContent,
    ]);
    expect(supporting).toEqual([
      ['fr', 't-shirt'],
      ['en', "men's cotton t-shirt"],
      ['bn', 'সুতির নিট টি-শার্ট'],
      ['fr', 'T-shirts et maillots de corps, en bonneterie — De coton'],
    ]);
  });

  it('shows a national line in its English once, marked so, under a French subheading', async () => {
    await renderScreen(<HsNationalLinesTable lines={[LINE]} language="fr" />, {
      path: '/fr/tools/ai-tariff-search',
    });
    const line = screen.getByTestId('hs-line-61091000');
    const english = line.querySelectorAll('[lang="en"]');
    expect(english).toHaveLength(1);
    expect(english[0]?.textContent).toBe(LINE.description);
  });
});
