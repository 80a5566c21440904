import { isLanguage, SERVER_PATHS } from '@tsw/domain';
import Type from 'typebox';
import { problem } from '../http/problem.js';
import { rateLimited, type RateLimitCheck } from '../http/rateLimiter.js';
import type { TypedApp } from '../http/typedApp.js';
import type { HsStructure } from './hsStructure.js';
import type { TariffBooks, TariffBookScope } from './tariffBook.js';

/** The PDFs' file names: TariffBook_{lang}.pdf and ChapterData_{chapter}_{lang}.pdf. */
const BOOK_FILE = /^TariffBook_([a-z]{2})\.pdf$/;
const CHAPTER_FILE = /^ChapterData_(\d{2})_([a-z]{2})\.pdf$/;

/**
 * The tariff book and its chapters as PDF, public like the rest of the information site: the whole
 * tariff in force today, or one chapter, in an interface language.
 */
export function registerTariffBookRoutes(
  app: TypedApp,
  options: {
    books: TariffBooks;
    structure: HsStructure;
    /** A book not drawn yet counts against `printRenders`; one already made is served freely. */
    rateLimit: RateLimitCheck;
  },
) {
  app.get(
    `${SERVER_PATHS.tariffBook}/:file`,
    {
      config: { access: 'public' },
      schema: {
        tags: ['Tariff'],
        summary: 'The tariff book (TariffBook_{lang}.pdf) or one chapter (ChapterData_{chapter}_{lang}.pdf)',
        params: Type.Object({ file: Type.String({ maxLength: 60 }) }),
        response: { 404: Type.Ref('Problem'), 429: Type.Ref('Problem') },
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const book = BOOK_FILE.exec(file);
      const chapter = CHAPTER_FILE.exec(file);
      const language = book?.[1] ?? chapter?.[2];
      let scope: TariffBookScope | undefined;
      if (book) scope = { kind: 'book' };
      else if (chapter?.[1] !== undefined && options.structure.chapters[chapter[1]] !== undefined) {
        scope = { kind: 'chapter', chapter: chapter[1] };
      }
      if (!scope || !isLanguage(language)) {
        const message =
          chapter?.[1] !== undefined && isLanguage(language)
            ? `The chapter ${chapter[1]} does not exist`
            : `There is no tariff book file ${file}.`;
        return reply
          .status(404)
          .send(
            problem(404, 'TARIFF_BOOK_NOT_FOUND', message, [
              { path: 'file', code: 'TARIFF_BOOK_NOT_FOUND', message },
            ]),
          );
      }
      if (!(await options.books.isMade(scope, language))) {
        const retryAfter = await options.rateLimit('printRenders', request);
        if (retryAfter > 0) return rateLimited(reply, retryAfter);
      }
      const pdf = await options.books.pdf(scope, language);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${file}"`)
        .header('cache-control', 'public, max-age=300')
        .send(pdf);
    },
  );
}
