import type { IsoDate, TariffCode } from '@tsw/domain';
import Type from 'typebox';
import { problem } from '../http/problem.js';
import type { TypedApp } from '../http/typedApp.js';
import type { HsStructure } from './hsStructure.js';
import type { TariffSearchService } from './tariffSearchService.js';
import { DATE_OF_VALIDITY, dateOfValidity, NULLABLE_STRING, TARIFF_LINE } from './tariffSchemas.js';

export const TARIFF_SECTIONS_PATH = '/api/tariff/sections';
export const TARIFF_CHAPTERS_PATH = '/api/tariff/chapters';
export const TARIFF_LINES_PATH = '/api/tariff/lines';

const SECTIONS = Type.Array(
  Type.Object({
    number: Type.Integer(),
    roman: Type.String(),
    description: Type.String(),
    chapters: Type.Array(Type.Object({ code: Type.String(), description: Type.String() })),
  }),
);

const LINE_PAGE = Type.Object({
  line: TARIFF_LINE,
  heading: Type.Object({ code: Type.String(), description: Type.String() }),
  chapter: Type.Object({ code: Type.String(), description: Type.String() }),
});

const CHAPTER = Type.Object({
  code: Type.String(),
  description: Type.String(),
  section: Type.Object({ number: Type.Integer(), roman: Type.String(), description: Type.String() }),
  previous: NULLABLE_STRING,
  next: NULLABLE_STRING,
  headings: Type.Array(
    Type.Object({ code: Type.String(), description: Type.String(), lines: Type.Array(TARIFF_LINE) }),
  ),
});

/**
 * Browsing the tariff (issue 5): HS sections with their chapters, and a chapter with its headings and the
 * national lines in force on a date, with the chapters before and after it for the arrows.
 */
export function registerTariffBrowseRoutes(
  app: TypedApp,
  options: { structure: HsStructure; search: TariffSearchService; today: () => IsoDate },
): void {
  const { structure } = options;
  const chapterCodes = Object.keys(structure.chapters).sort();
  const sections = structure.sections.map((section) => ({
    number: section.number,
    roman: section.roman,
    description: section.description,
    chapters: section.chapters.map((code) => ({ code, description: structure.chapters[code] ?? '' })),
  }));

  app.get(
    TARIFF_SECTIONS_PATH,
    {
      schema: {
        tags: ['Tariff'],
        summary: 'The HS sections and their chapters',
        response: { 200: SECTIONS },
      },
    },
    async () => sections,
  );

  app.get(
    `${TARIFF_CHAPTERS_PATH}/:chapter`,
    {
      schema: {
        tags: ['Tariff'],
        summary: 'A chapter with its headings and national lines, as of a date',
        params: Type.Object({ chapter: Type.String({ maxLength: 20 }) }),
        querystring: Type.Object({ date: Type.Optional(DATE_OF_VALIDITY) }, { additionalProperties: false }),
        response: { 200: CHAPTER, 400: Type.Ref('Problem'), 404: Type.Ref('Problem') },
      },
    },
    async (request, reply) => {
      const chapter = request.params.chapter;
      const description = /^\d{2}$/.test(chapter) ? structure.chapters[chapter] : undefined;
      if (description === undefined) {
        const message = `The chapter ${chapter} does not exist`;
        return reply
          .status(404)
          .send(
            problem(404, 'CHAPTER_NOT_FOUND', message, [
              { path: 'chapter', code: 'CHAPTER_NOT_FOUND', message, params: { chapter } },
            ]),
          );
      }
      const validity = dateOfValidity(request.query.date, options.today);
      if (!validity.ok) return reply.status(400).send(validity.problem);
      const { date } = validity;
      const byHeading = new Map<string, TariffCode[]>();
      for (const line of await options.search.linesUnder(chapter, date)) {
        const heading = line.code.slice(0, 4);
        const lines = byHeading.get(heading) ?? [];
        lines.push(line);
        byHeading.set(heading, lines);
      }
      const headingCodes = Object.keys(structure.headings)
        .filter((code) => code.startsWith(chapter))
        .sort();
      const position = chapterCodes.indexOf(chapter);
      const section = structure.sections.find((candidate) => candidate.chapters.includes(chapter));
      return {
        code: chapter,
        description,
        section: {
          number: section?.number ?? 0,
          roman: section?.roman ?? '',
          description: section?.description ?? '',
        },
        previous: chapterCodes[position - 1] ?? null,
        next: chapterCodes[position + 1] ?? null,
        headings: headingCodes.map((code) => ({
          code,
          description: structure.headings[code] ?? '',
          lines: byHeading.get(code) ?? [],
        })),
      };
    },
  );

  app.get(
    `${TARIFF_LINES_PATH}/:code`,
    {
      schema: {
        tags: ['Tariff'],
        summary: 'One line of the tariff in force on a date, with its heading and chapter',
        params: Type.Object({ code: Type.String({ maxLength: 20 }) }),
        querystring: Type.Object({ date: Type.Optional(DATE_OF_VALIDITY) }, { additionalProperties: false }),
        response: { 200: LINE_PAGE, 400: Type.Ref('Problem'), 404: Type.Ref('Problem') },
      },
    },
    async (request, reply) => {
      const code = request.params.code;
      const validity = dateOfValidity(request.query.date, options.today);
      if (!validity.ok) return reply.status(400).send(validity.problem);
      const line = await options.search.line(code, validity.date);
      if (!line) {
        const message = 'The HS code you are trying to view does not exist';
        return reply
          .status(404)
          .send(problem(404, 'LINE_NOT_FOUND', message, [{ path: 'code', code: 'LINE_NOT_FOUND', message }]));
      }
      const heading = code.slice(0, 4);
      const chapter = code.slice(0, 2);
      return {
        line,
        heading: { code: heading, description: structure.headings[heading] ?? '' },
        chapter: { code: chapter, description: structure.chapters[chapter] ?? '' },
      };
    },
  );
}
