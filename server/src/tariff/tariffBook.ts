import {
  dottedTariffCode,
  formatAmount,
  formatDate,
  hsDescriptionIn,
  hsTitle,
  linesHaveUnits,
  taxColumnsOf,
  writeTablePdf,
  type IsoDate,
  type Language,
  type PdfTableRow,
  type PortalCountry,
  type TariffCode,
  taxRateOf,
} from '@tsw/domain';
import { pdfBytes, yieldToOtherWork } from '../documents/pdfDocument.js';
import { interpolate } from '../identity/pages/identityMessages.js';
import { portalNameIn } from '../identity/pages/identityPage.js';
import { hsChapter, hsHeading, sectionOfChapter, type HsStructure } from './hsStructure.js';
import { TARIFF_BOOK_LABELS, type TariffBookLabels } from './tariffBookLabels.js';
import type { TariffOnDate, TariffSearchService } from './tariffSearchService.js';

/** What a book covers: the whole tariff, or one chapter. */
export type TariffBookScope =
  { readonly kind: 'book' } | { readonly kind: 'chapter'; readonly chapter: string };

function bookKeyOf(scope: TariffBookScope, language: Language): string {
  return `${scope.kind === 'book' ? '' : scope.chapter}:${language}`;
}

/**
 * A line's description in the book's language: the Bengali where someone wrote it; in French and Spanish,
 * its subheading's text in that language, then the national English text once, said to be English (a
 * PDF cell cannot carry a language of its own as a screen's lang="en" does).
 */
export function tariffBookDescription(
  line: TariffCode,
  language: Language,
  labels: TariffBookLabels,
): string {
  if (language === 'bn') return line.descriptionTranslated ?? line.description;
  const inLanguage = hsDescriptionIn(line, language);
  return inLanguage && labels.nationalText
    ? `${inLanguage} — ${labels.nationalText} ${line.description}`
    : line.description;
}

/**
 * The tariff book PDFs (`TariffBook_{lang}.pdf`, `ChapterData_{chapter}_{lang}.pdf`): the lines in force
 * today under their sections, chapters and headings, with their rates. Each is made on first request and
 * kept with the tariff it was made from, so a change of the tariff makes the next request draw it anew.
 */
export class TariffBooks {
  private readonly made = new WeakMap<TariffOnDate, Map<string, Promise<Buffer>>>();

  constructor(
    private readonly options: {
      structure: HsStructure;
      search: TariffSearchService;
      country: PortalCountry;
      today: () => IsoDate;
      /** The administration's time zone, which the printed time is written in. */
      timeZone: string;
      /** The moment printed on the book; the clock by default. */
      now?: () => Date;
    },
  ) {}

  /** Whether this book of today's tariff is made or being made: asking for it draws nothing more. */
  async isMade(scope: TariffBookScope, language: Language): Promise<boolean> {
    const tariff = await this.options.search.tariffOn(this.options.today());
    return this.made.get(tariff)?.has(bookKeyOf(scope, language)) ?? false;
  }

  async pdf(scope: TariffBookScope, language: Language): Promise<Buffer> {
    const date = this.options.today();
    const tariff = await this.options.search.tariffOn(date);
    let books = this.made.get(tariff);
    if (!books) {
      books = new Map();
      this.made.set(tariff, books);
    }
    const key = bookKeyOf(scope, language);
    let book = books.get(key);
    if (!book) {
      book = this.draw(tariff, scope, language, date);
      // A failure is not kept: the next request tries again.
      book.catch(() => books.delete(key));
      books.set(key, book);
    }
    return book;
  }

  private draw(
    tariff: TariffOnDate,
    scope: TariffBookScope,
    language: Language,
    date: IsoDate,
  ): Promise<Buffer> {
    const { structure, country } = this.options;
    const labels = TARIFF_BOOK_LABELS[language];
    const table =
      scope.kind === 'book' ? labels.tariffBook : interpolate(labels.chapter, { chapter: scope.chapter });
    const title = interpolate(labels.title, { portal: portalNameIn(language, country), table });
    const lines = tariff.linesUnder(scope.kind === 'book' ? '' : scope.chapter);
    const taxNames = taxColumnsOf(lines);
    // A unit column empty on every line (the shipped tariff has no units) is left out, as the screens do.
    const withUnits = linesHaveUnits(lines);
    const rows: PdfTableRow[] = [];
    const cellsOf = (line: TariffCode) => [
      dottedTariffCode(line.code),
      tariffBookDescription(line, language, labels),
      ...(withUnits ? [line.supplementaryUnitCode ?? ''] : []),
      ...taxNames.map((name) => formatAmount(taxRateOf(line, name), language)),
    ];
    let section = '';
    let chapter = '';
    let heading = '';
    for (const line of lines) {
      const [chapterCode, headingCode] = [line.code.slice(0, 2), line.code.slice(0, 4)];
      if (chapterCode !== chapter) {
        chapter = chapterCode;
        const owner = sectionOfChapter(structure, chapter);
        if (owner && owner.roman !== section) {
          section = owner.roman;
          // Titles in the book's language where there are some; the details say where they come from.
          rows.push({ group: `${interpolate(labels.section, { section })}: ${hsTitle(owner, language)}` });
        }
        const chapterTitle = hsTitle(hsChapter(structure, chapter), language);
        rows.push({ group: `${interpolate(labels.chapter, { chapter })}: ${chapterTitle}` });
      }
      if (headingCode !== heading) {
        heading = headingCode;
        rows.push({ group: `${heading} ${hsTitle(hsHeading(structure, heading), language)}` });
      }
      rows.push({ cells: cellsOf(line) });
    }
    const printed = formatDate(this.options.now?.() ?? new Date(), language, {
      withTime: true,
      timeZone: this.options.timeZone,
    });
    return pdfBytes(title, (document) =>
      writeTablePdf(
        document,
        {
          direction: language === 'ar' ? 'rtl' : 'ltr',
          country,
          title,
          details: [
            interpolate(labels.inForceOn, { date: formatDate(date, language) }),
            interpolate(labels.printedOn, { date: printed }),
            ...(labels.titlesNote ? [labels.titlesNote] : []),
          ],
          columns: [
            { header: labels.code, weight: 1.4 },
            { header: labels.description, weight: 7 },
            ...(withUnits ? [{ header: labels.unit, weight: 0.8 }] : []),
            ...taxNames.map((name) => ({ header: name, weight: 0.75, numeric: true })),
          ],
          rows,
          pageNumber: (page, pages) => interpolate(labels.page, { page, pages }),
        },
        yieldToOtherWork,
      ),
    );
  }
}
