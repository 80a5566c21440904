import {
  SERVER_PATHS,
  TARIFF_CHAPTER,
  TARIFF_HEADING,
  TARIFF_LINE_PAGE,
  TARIFF_SECTION,
  TARIFF_SECTIONS,
  type IsoDate,
  type TariffCode,
} from '@tsw/domain';
import Type from 'typebox';
import { problem } from '../http/problem.js';
import type { TypedApp } from '../http/typedApp.js';
import { hsChapter, hsHeading, sectionOfChapter, type HsStructure } from './hsStructure.js';
import type { TariffNotes } from './tariffNotes.js';
import type { TariffSearchService } from './tariffSearchService.js';
import { BROWSE_QUERY, dateOfValidity } from './tariffSchemas.js';

/** The error catalogue's message for a code that names nothing; a missing chapter's carries a hint. */
export const CODE_NOT_FOUND_MESSAGE = 'The HS code you are trying to view does not exist';

function notFound(code: string, message: string, path: string, params?: Record<string, string>) {
  return problem(404, code, message, [{ path, code, message, ...(params ? { params } : {}) }]);
}

const PAGE_ERRORS = { 400: Type.Ref('Problem'), 404: Type.Ref('Problem') } as const;

/**
 * Browsing the tariff (issue 5): sections → chapters → headings → national lines, each with the notes the data
 * has on it and the parts above it. Lines are those in force on the date asked (default today).
 */
export function registerTariffBrowseRoutes(
  app: TypedApp,
  options: {
    structure: HsStructure;
    search: TariffSearchService;
    notes: TariffNotes;
    today: () => IsoDate;
  },
): void {
  const { structure, notes } = options;
  const chapterCodes = Object.keys(structure.chapters).sort();
  const headingCodes = Object.keys(structure.headings).sort();
  const chaptersOf = (section: HsStructure['sections'][number]) =>
    section.chapters.map((code) => hsChapter(structure, code));
  const sectionOf = (chapter: string) => {
    const section = sectionOfChapter(structure, chapter);
    return {
      number: section?.number ?? 0,
      roman: section?.roman ?? '',
      description: section?.description ?? '',
      descriptionAr: section?.descriptionAr ?? null,
      descriptionBn: section?.descriptionBn ?? null,
      descriptionFr: section?.descriptionFr ?? null,
      descriptionEs: section?.descriptionEs ?? null,
    };
  };
  const neighbours = (codes: readonly string[], code: string) => {
    const position = codes.indexOf(code);
    return { previous: codes[position - 1] ?? null, next: codes[position + 1] ?? null };
  };
  const sections = structure.sections.map((section) => ({
    number: section.number,
    roman: section.roman,
    description: section.description,
    descriptionAr: section.descriptionAr,
    descriptionBn: section.descriptionBn,
    descriptionFr: section.descriptionFr,
    descriptionEs: section.descriptionEs,
    chapters: chaptersOf(section),
  }));

  app.get(
    SERVER_PATHS.tariffSections,
    {
      schema: {
        tags: ['Tariff'],
        summary: 'The HS sections and their chapters',
        response: { 200: TARIFF_SECTIONS },
      },
    },
    async () => sections,
  );

  app.get(
    `${SERVER_PATHS.tariffSections}/:section`,
    {
      schema: {
        tags: ['Tariff'],
        summary: 'A section (by its Roman number) with its chapters and notes',
        params: Type.Object({ section: Type.String({ maxLength: 20 }) }),
        querystring: BROWSE_QUERY,
        response: { 200: TARIFF_SECTION, ...PAGE_ERRORS },
      },
    },
    async (request, reply) => {
      const roman = request.params.section.toUpperCase();
      const section = structure.sections.find((candidate) => candidate.roman === roman);
      if (!section) {
        const { section: asked } = request.params;
        return reply.status(404).send(
          notFound('SECTION_NOT_FOUND', `The section ${asked} does not exist`, 'section', {
            section: asked,
          }),
        );
      }
      const validity = dateOfValidity(request.query.date, options.today);
      if (!validity.ok) return reply.status(400).send(validity.problem);
      return {
        number: section.number,
        roman: section.roman,
        description: section.description,
        descriptionAr: section.descriptionAr,
        descriptionBn: section.descriptionBn,
        descriptionFr: section.descriptionFr,
        descriptionEs: section.descriptionEs,
        chapters: chaptersOf(section),
        notes: await notes.notesOn([section.roman], validity.date),
      };
    },
  );

  app.get(
    `${SERVER_PATHS.tariffChapters}/:chapter`,
    {
      schema: {
        tags: ['Tariff'],
        summary: 'A chapter with its headings, national lines and notes, as of a date',
        params: Type.Object({ chapter: Type.String({ maxLength: 20 }) }),
        querystring: BROWSE_QUERY,
        response: { 200: TARIFF_CHAPTER, ...PAGE_ERRORS },
      },
    },
    async (request, reply) => {
      const chapter = request.params.chapter;
      const description = /^\d{2}$/.test(chapter) ? structure.chapters[chapter] : undefined;
      if (description === undefined) {
        const message = `The chapter ${chapter} does not exist`;
        return reply.status(404).send(notFound('CHAPTER_NOT_FOUND', message, 'chapter', { chapter }));
      }
      const validity = dateOfValidity(request.query.date, options.today);
      if (!validity.ok) return reply.status(400).send(validity.problem);
      const { date } = validity;
      const byHeading = new Map<string, TariffCode[]>();
      for (const line of await options.search.linesUnder(chapter, date, { gaps: true })) {
        const heading = line.code.slice(0, 4);
        const lines = byHeading.get(heading) ?? [];
        lines.push(line);
        byHeading.set(heading, lines);
      }
      const section = sectionOf(chapter);
      return {
        ...hsChapter(structure, chapter),
        section,
        ...neighbours(chapterCodes, chapter),
        headings: headingCodes
          .filter((code) => code.startsWith(chapter))
          .map((code) => ({ ...hsHeading(structure, code), lines: byHeading.get(code) ?? [] })),
        notes: await notes.notesOn([section.roman, chapter], date),
      };
    },
  );

  app.get(
    `${SERVER_PATHS.tariffHeadings}/:heading`,
    {
      schema: {
        tags: ['Tariff'],
        summary: 'A heading with its national lines and notes, as of a date',
        params: Type.Object({ heading: Type.String({ maxLength: 20 }) }),
        querystring: BROWSE_QUERY,
        response: { 200: TARIFF_HEADING, ...PAGE_ERRORS },
      },
    },
    async (request, reply) => {
      const heading = request.params.heading;
      const description = /^\d{4}$/.test(heading) ? structure.headings[heading] : undefined;
      if (description === undefined) {
        return reply.status(404).send(notFound('HEADING_NOT_FOUND', CODE_NOT_FOUND_MESSAGE, 'heading'));
      }
      const validity = dateOfValidity(request.query.date, options.today);
      if (!validity.ok) return reply.status(400).send(validity.problem);
      const chapter = heading.slice(0, 2);
      const section = sectionOf(chapter);
      return {
        ...hsHeading(structure, heading),
        chapter: hsChapter(structure, chapter),
        section,
        ...neighbours(headingCodes, heading),
        lines: await options.search.linesUnder(heading, validity.date, { gaps: true }),
        notes: await notes.notesOn([section.roman, chapter, heading], validity.date),
      };
    },
  );

  app.get(
    `${SERVER_PATHS.tariffLines}/:code`,
    {
      schema: {
        tags: ['Tariff'],
        summary: 'One line of the tariff in force on a date, with its heading and chapter',
        params: Type.Object({ code: Type.String({ maxLength: 20 }) }),
        querystring: BROWSE_QUERY,
        response: { 200: TARIFF_LINE_PAGE, ...PAGE_ERRORS },
      },
    },
    async (request, reply) => {
      const code = request.params.code;
      const validity = dateOfValidity(request.query.date, options.today);
      if (!validity.ok) return reply.status(400).send(validity.problem);
      const line = await options.search.line(code, validity.date);
      if (!line) return reply.status(404).send(notFound('LINE_NOT_FOUND', CODE_NOT_FOUND_MESSAGE, 'code'));
      const heading = code.slice(0, 4);
      const chapter = code.slice(0, 2);
      return {
        line,
        heading: hsHeading(structure, heading),
        chapter: hsChapter(structure, chapter),
      };
    },
  );
}
