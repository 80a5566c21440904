import {
  HS_CLARIFICATION_CHOICES,
  HS_FINDER_LIMITS,
  hsFinderSuggestions,
  hsFusionAsksSearch,
  hsNomenclatureOf,
  hsSearchFor,
  hsWordsAccountedFor,
  searchWords,
  hsTitleIn,
  hsDescriptionHasWords,
  hsDescriptionText,
  hsVagueTermOf,
  hsSubheadingTextIn,
  hsTrainingTextsIn,
  foldText,
  type FrenchOrSpanish,
  type HsClarificationKind,
  type HsFinderClarification,
  type HsFinderPrediction,
  type HsFinderSearchAnswer,
  type HsFinderTreeAnswer,
  type HsFinderSuggestion,
  type HsNomenclature,
  type HsSearchFound,
  type TariffMatchExplanation,
  type IsoDate,
  type Language,
  type TariffCode,
} from '@tsw/domain';
import { hsChapter, hsHeading, sectionOfChapter, type HsStructure } from '../tariff/hsStructure.js';
import type { TariffNotes } from '../tariff/tariffNotes.js';
import { shippedTariffNamesIn } from '../tariff/tariffSynonyms.js';
import type { TariffSearchService } from '../tariff/tariffSearchService.js';
import type { HsModelCache } from './hsModelCache.js';
import { hsNoteExclusionsOf } from './hsNoteExclusions.js';

/** The question each kind of vagueness asks, in English (the screen asks it in its language). */
const CLARIFICATION_QUESTIONS: Readonly<Record<HsClarificationKind, string>> = {
  material: 'What is it made of?',
  use: 'What is it used for?',
  whoFor: 'Who is it for?',
};

/** Supporting texts one suggestion lists at most: the model's nearest examples and the code's own texts. */
const SUPPORTING_TEXTS_MAX = 5;

export type HsFinderSearchOutcome =
  | { readonly kind: 'answer'; readonly answer: HsFinderSearchAnswer }
  | { readonly kind: 'nothingLikely'; readonly modelVersion: string };

/**
 * The HS code finder's answers (§7): the model's guesses fused with the ranked tariff search's lines and
 * weighed by the words of form and use (issue 42), made into suggestions with the tariff's lines, texts and
 * notes; and the place of a code in the nomenclature.
 */
export class HsFinderAnswers {
  /** HS 2022's texts as the finder reads them. */
  private readonly nomenclature: HsNomenclature;
  /** The model's French and Spanish training texts (folded) and their language; read at the first answer. */
  private textLanguages: ReadonlyMap<string, FrenchOrSpanish> | undefined;

  constructor(
    private readonly options: {
      structure: HsStructure;
      search: TariffSearchService;
      notes: TariffNotes;
      models: HsModelCache;
      vagueTerms: () => Promise<readonly string[]>;
      today: () => IsoDate;
    },
  ) {
    this.nomenclature = hsNomenclatureOf(options.structure.headings, options.structure.subheadings);
  }

  async search(description: string, language: Language): Promise<HsFinderSearchOutcome> {
    const model = await this.options.models.model();
    // Markup is no description: what is left of it is classified, and nothing left is nothing likely.
    const text = hsDescriptionText(description);
    if (!hsDescriptionHasWords(text)) return { kind: 'nothingLikely', modelVersion: model.version };
    const vague = hsVagueTermOf(text, await this.options.vagueTerms());
    if (vague) {
      const clarification: HsFinderClarification = {
        term: vague.term,
        kind: vague.kind,
        question: CLARIFICATION_QUESTIONS[vague.kind],
        choices: [...HS_CLARIFICATION_CHOICES[vague.kind]],
      };
      return {
        kind: 'answer',
        answer: {
          query: description,
          language: 'en',
          predictions: [],
          clarification,
          model: { version: model.version },
        },
      };
    }
    const date = this.options.today();
    // The page language's ranker (French and Spanish read their own texts; the English one reads Bengali
    // too), asked only of a description it reads (hsFusionAsksSearch).
    const ranker = hsFusionAsksSearch(text)
      ? (await this.options.search.tariffOn(date)).rankerIn(
          language === 'fr' || language === 'es' ? language : 'en',
        )
      : undefined;
    const outcome = hsFinderSuggestions(text, {
      classifier: model.classifier,
      search: ranker && ((searched) => hsSearchFor(ranker, searched)),
      nomenclature: this.nomenclature,
      confidence: model.fusedConfidence,
      language,
    });
    if (outcome.kind === 'nothingLikely') return { kind: 'nothingLikely', modelVersion: model.version };
    const { searched, suggestions } = outcome;
    const predictions = await Promise.all(
      suggestions.map((suggestion) => this.prediction(suggestion, text, searched, language, date)),
    );
    const translated = predictions.every((prediction) => prediction.translated);
    return {
      kind: 'answer',
      answer: {
        query: description,
        language: translated ? language : 'en',
        predictions: predictions.map((prediction) => prediction.value),
        clarification: null,
        model: { version: model.version },
      },
    };
  }

  /** Where a code sits, with the lines in force today under its subheading; undefined for a code HS 2022 or
   * the tariff does not have. */
  async tree(code: string, language: Language): Promise<HsFinderTreeAnswer | undefined> {
    const { structure } = this.options;
    const subheading = code.slice(0, 6);
    const heading = code.slice(0, 4);
    const chapter = code.slice(0, 2);
    const section = sectionOfChapter(structure, chapter);
    const subheadingText = structure.subheadings[subheading];
    if (!section || subheadingText === undefined) return undefined;
    const date = this.options.today();
    const lines = await this.options.search.linesUnder(subheading, date);
    if (code.length > 6 && !lines.some((line) => line.code === code)) return undefined;
    // HS 2022's Arabic titles, or our Bengali ones (the portal's working translation); else the English.
    const sectionTitle = hsTitleIn(section, language);
    const chapterTitle = hsTitleIn(hsChapter(structure, chapter), language);
    const headingTitle = hsTitleIn(hsHeading(structure, heading), language);
    const shown = this.subheadingShown(subheading, subheadingText, lines, language);
    return {
      code,
      section: {
        number: section.number,
        roman: section.roman,
        description: sectionTitle.text,
        language: sectionTitle.language,
      },
      chapter: { code: chapter, description: chapterTitle.text, language: chapterTitle.language },
      heading: { code: heading, description: headingTitle.text, language: headingTitle.language },
      subheading: { code: subheading, description: shown.text, language: shown.language },
      lines: lines as HsFinderTreeAnswer['lines'],
      notes: await this.options.notes.notesOn([section.roman, chapter, heading], date),
    };
  }

  /**
   * A subheading's text in the language asked: the EU's French or Spanish (after its heading's title where
   * the text alone is a fragment: hsSubheadingTextIn); HS 2022 is in English; the tariff has Bengali for its
   * lines, which names the subheading when it has one national line only.
   */
  private subheadingShown(
    subheading: string,
    hsText: string,
    lines: readonly TariffCode[],
    language: Language,
  ): { text: string; language: Language } {
    const { structure } = this.options;
    if (language === 'fr' || language === 'es') {
      const [texts, headings] =
        language === 'fr'
          ? [structure.subheadingsFr, structure.headingsFr]
          : [structure.subheadingsEs, structure.headingsEs];
      const text = texts[subheading];
      if (text)
        return { text: hsSubheadingTextIn(language, text, headings[subheading.slice(0, 4)]), language };
    }
    const [only, ...more] = lines;
    if (language === 'bn' && only?.descriptionTranslated && more.length === 0) {
      return { text: only.descriptionTranslated, language };
    }
    return { text: hsText, language: 'en' };
  }

  /**
   * The language of a text the finder shows beside a suggestion: Bengali script is Bengali; the model's
   * French and Spanish training texts and names are theirs; the rest (HS 2022's, the tariff's, the labelled
   * descriptions) English.
   */
  private languageOf(text: string): Language {
    if (/\p{Script=Bengali}/u.test(text)) return 'bn';
    if (!this.textLanguages) {
      const { structure } = this.options;
      const languages = new Map<string, FrenchOrSpanish>();
      for (const language of ['fr', 'es'] as const) {
        const suffix = language === 'fr' ? 'Fr' : 'Es';
        const names = Object.fromEntries(
          shippedTariffNamesIn(language).map(({ phrase, code }) => [phrase, code]),
        );
        const texts = {
          chapters: structure[`chapters${suffix}`],
          headings: structure[`headings${suffix}`],
          subheadings: structure[`subheadings${suffix}`],
          names,
        };
        for (const row of hsTrainingTextsIn(language, texts)) languages.set(foldText(row.text), language);
        for (const [code, text] of Object.entries(texts.subheadings))
          languages.set(
            foldText(hsSubheadingTextIn(language, text, texts.headings[code.slice(0, 4)])),
            language,
          );
        for (const text of Object.values(texts.headings)) languages.set(foldText(text), language);
      }
      this.textLanguages = languages;
    }
    return this.textLanguages.get(foldText(text)) ?? 'en';
  }

  private async prediction(
    { hsCode, heading: fused, guess, probability }: HsFinderSuggestion,
    description: string,
    searched: HsSearchFound,
    language: Language,
    date: IsoDate,
  ): Promise<{ value: HsFinderPrediction; translated: boolean }> {
    const { structure } = this.options;
    const hsText = structure.subheadings[hsCode] ?? '';
    const heading = hsCode.slice(0, 4);
    const chapter = hsCode.slice(0, 2);
    const lines = await this.options.search.linesUnder(hsCode, date);
    const roman = sectionOfChapter(structure, chapter)?.roman;
    const notes = await this.options.notes.notesOn(
      roman ? [roman, chapter, heading] : [chapter, heading],
      date,
    );
    const shown = this.subheadingShown(hsCode, hsText, lines, language);
    // What the search matched for the heading's first line it found: its words, and the everyday names.
    const searchLine = searched.lines.find(({ code }) => code.startsWith(heading));
    const searchMatch = searchLine ? searched.explain(searchLine.code) : undefined;
    const names = (searchMatch?.names ?? []).map(({ phrase, code }) => ({
      source: 'everydayName' as const,
      code,
      text: phrase,
    }));
    // HS 2022's own texts in the language asked where the EU has them (the subheading as shown), else English.
    const frenchOrSpanish = language === 'fr' || language === 'es';
    const ownTexts = [
      { source: 'hs' as const, code: hsCode, text: frenchOrSpanish ? shown.text : hsText },
      {
        source: 'hs' as const,
        code: heading,
        text: frenchOrSpanish
          ? hsTitleIn(hsHeading(structure, heading), language).text
          : (structure.headings[heading] ?? ''),
      },
    ];
    const seen = new Set<string>();
    const supportingTexts = [...(guess?.evidence ?? []), ...names, ...ownTexts]
      .filter((text) => text.text !== '' && !seen.has(text.text) && seen.add(text.text))
      .slice(0, SUPPORTING_TEXTS_MAX)
      .map(({ source, code, text }) => ({ source, code, text, language: this.languageOf(text) }));
    return {
      translated: shown.language === language,
      value: {
        hsCode,
        description: shown.text,
        descriptionLanguage: shown.language,
        probability: Math.round(probability * 100) / 100,
        children: lines.slice(0, HS_FINDER_LIMITS.maxChildren) as HsFinderPrediction['children'],
        reasons: {
          matchedWords: matchedWordsOf(description, guess?.matchedWords ?? [], searchMatch),
          supportingTexts,
          exclusions: hsNoteExclusionsOf(notes, description),
          fusion: { modelPlace: fused.modelPlace, searchPlace: fused.searchPlace, rules: [...fused.rules] },
        },
      },
    };
  }
}

/**
 * The words that weighed, as typed: the model's, then those the search found in the line's texts or in an
 * everyday name that led to it.
 */
function matchedWordsOf(
  description: string,
  modelWords: readonly string[],
  searchMatch: TariffMatchExplanation | undefined,
): string[] {
  const words = new Set(modelWords);
  if (searchMatch) {
    const found = hsWordsAccountedFor(searchMatch);
    for (const typed of description.split(/[^\p{L}\p{M}\p{N}-]+/u)) {
      const [folded] = searchWords(typed);
      if (typed !== '' && folded !== undefined && found.has(folded)) words.add(typed);
    }
  }
  return [...words];
}
