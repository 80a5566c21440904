import {
  SERVER_PATHS,
  TARIFF_CHANGES_ANSWER,
  TARIFF_CHANGES_QUERY,
  tariffChangesBetween,
  tariffChangesDatesOf,
  tariffChangesScopeOf,
  type IsoDate,
  type RequestProblem,
  type TariffChangedLine,
  type TariffChangesAnswer,
  type TariffChangesScope,
} from '@tsw/domain';
import Type from 'typebox';
import { problem } from '../http/problem.js';
import type { TypedApp } from '../http/typedApp.js';
import type { HsStructure } from './hsStructure.js';
import { CODE_NOT_FOUND_MESSAGE } from './tariffBrowseRoutes.js';
import type { TariffChangesLines } from './tariffChangesLines.js';

export function refusal(status: number, found: RequestProblem) {
  return problem(status, found.code, found.message, [found]);
}

/**
 * The problem of a scope that names nothing: a chapter or heading HS does not have and the tariff has no line
 * under on either date, or a line (or subheading) the tariff has on neither date. The browsing routes' codes
 * and messages, which the screens already translate.
 */
export function unknownScope(
  scope: TariffChangesScope,
  structure: HsStructure,
  lines: readonly (readonly Pick<TariffChangedLine, 'code'>[])[],
): RequestProblem | undefined {
  if (scope.kind === 'tariff') return undefined;
  if (lines.some((on) => on.some((line) => line.code.startsWith(scope.digits)))) return undefined;
  const { digits } = scope;
  if (scope.kind === 'chapter') {
    if (structure.chapters[digits] !== undefined) return undefined;
    const message = `The chapter ${digits} does not exist`;
    return { path: 'scope', code: 'CHAPTER_NOT_FOUND', message, params: { chapter: digits } };
  }
  if (scope.kind === 'heading') {
    if (structure.headings[digits] !== undefined) return undefined;
    return { path: 'scope', code: 'HEADING_NOT_FOUND', message: CODE_NOT_FOUND_MESSAGE };
  }
  return { path: 'scope', code: 'LINE_NOT_FOUND', message: CODE_NOT_FOUND_MESSAGE };
}

/**
 * What changed in the tariff between two dates (issue 46, part 1), for a line, a heading, a chapter or the
 * whole tariff: lines started and ended, texts changed, each rate changed. Signed-in users, as the search.
 */
export function registerTariffChangesRoutes(
  app: TypedApp,
  options: {
    structure: HsStructure;
    lines: TariffChangesLines;
    /** The latest day on which the scope's lines changed ('' for the whole tariff), if any did. */
    latestChange: (scope: string) => Promise<IsoDate | undefined>;
    today: () => IsoDate;
  },
): void {
  app.get(
    SERVER_PATHS.tariffChanges,
    {
      schema: {
        tags: ['Tariff'],
        summary: 'What changed in the tariff between two dates, for a line, heading, chapter or all',
        description:
          'Compares the lines in force on `from` with those in force on `to`: lines started and ended, ' +
          'texts changed, and each rate changed per tax column (CD, SD, VAT, AIT, AT, EXD, RD, TTI), before ' +
          'and after, as the exact decimal texts the tariff keeps; every list in code order. Without dates, ' +
          'the latest day the scope changed (for the whole tariff, the latest period’s start, which may be ' +
          'ahead of today) and the day before; `to` alone, that day’s changes. Errors: ' +
          'INVALID_DATE (not a date, or outside 1900–2099), DATE_RANGE_REVERSED (from after to), ' +
          'INVALID_CODE (a scope that is not a code), ' +
          'CHAPTER_NOT_FOUND, HEADING_NOT_FOUND or LINE_NOT_FOUND (404: a scope that names nothing). SROs ' +
          'are not listed: the reference data does not say which lines an SRO cites.',
        querystring: TARIFF_CHANGES_QUERY,
        response: { 200: TARIFF_CHANGES_ANSWER, 400: Type.Ref('Problem'), 404: Type.Ref('Problem') },
      },
    },
    async (request, reply) => {
      const scope = tariffChangesScopeOf(request.query.scope);
      if (!scope.ok) return reply.status(400).send(refusal(400, scope.problem));
      // A scope's own latest change, so that a line's "what changed" opens on it rather than on a budget
      // that left the line alone; the whole tariff's is the latest period's start, which costs no comparison.
      const ownLatest = request.query.to === undefined && scope.value.kind !== 'tariff';
      const latest =
        (ownLatest ? await options.latestChange(scope.value.digits) : undefined) ??
        (await options.lines.latestStart()) ??
        options.today();
      const dates = tariffChangesDatesOf(request.query, latest);
      if (!dates.ok) return reply.status(400).send(refusal(400, dates.problem));
      const { from, to } = dates.value;
      const before = await options.lines.linesOn(from);
      const after = await options.lines.linesOn(to);
      const unknown = unknownScope(scope.value, options.structure, [before, after]);
      if (unknown) return reply.status(404).send(refusal(404, unknown));
      const answer: TariffChangesAnswer = {
        from,
        to,
        scope: scope.value.digits,
        scopeKind: scope.value.kind,
        ...tariffChangesBetween(before, after, scope.value.digits),
      };
      return answer;
    },
  );
}
