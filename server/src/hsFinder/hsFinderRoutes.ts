import {
  HS_FINDER_HEADERS,
  HS_FINDER_LIMITS,
  HS_FINDER_SEARCH_ANSWER,
  HS_FINDER_SEARCH_QUERY,
  HS_FINDER_TREE_ANSWER,
  HS_FINDER_TREE_QUERY,
  type HsFinderSearchAnswer,
} from '@tsw/domain';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import { problem } from '../http/problem.js';
import type { TypedApp } from '../http/typedApp.js';
import { CODE_NOT_FOUND_MESSAGE } from '../tariff/tariffBrowseRoutes.js';
import type { HsFinderAnswers } from './hsFinderAnswers.js';
import {
  hsFinderCodeOf,
  hsFinderDescriptionOf,
  hsFinderHeadersOf,
  hsFinderQueryTooLong,
} from './hsFinderRequest.js';

/** The HS code finder's own address; `HS_FINDER_URL` points the screens here by default. */
export const HS_FINDER_PATH = '/hs-code-finder';

/** §8's messages for a description nothing fits and for a code that names nothing. */
const NOTHING_LIKELY = {
  code: 'HS_FINDER_NOTHING_LIKELY',
  message: 'Please describe your product in a different way to get results',
} as const;
const CODE_NOT_FOUND = { code: 'HS_CODE_NOT_FOUND', message: CODE_NOT_FOUND_MESSAGE } as const;

const ERRORS = { 400: Type.Ref('Problem'), 404: Type.Ref('Problem') } as const;

const EXAMPLE_ANSWER: HsFinderSearchAnswer = {
  query: 'rubber-soled canvas shoes for children with velcro straps',
  language: 'en',
  predictions: [
    {
      hsCode: '640419',
      description:
        'Footwear; (other than sportswear), with outer soles of rubber or plastics and uppers of textile materials',
      descriptionLanguage: 'en',
      probability: 0.62,
      children: [
        {
          code: '64041900',
          description: 'Other',
          descriptionTranslated: null,
          supplementaryUnitCode: '2U',
          taxCodes: [{ name: 'CD', value: '25' }],
        },
      ],
      reasons: {
        matchedWords: ['rubber-soled', 'canvas', 'shoes'],
        supportingTexts: [
          { source: 'labelled', code: '640419', text: 'canvas shoes with rubber soles', language: 'en' },
        ],
        exclusions: [
          {
            subject: '64',
            text: 'This chapter does not cover toy footwear or skating boots with ice or roller skates attached (chapter 95).',
            referredCode: '95',
          },
        ],
      },
    },
  ],
  clarification: null,
  model: { version: '2026-11-26T13:00:00Z-0123456789ab' },
};

/** A description longer than the schema lets in is the same refusal as one over the limit, not a bare 400. */
function tooLongQueryHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const tooLong = error.validation?.some(
    (issue) => issue.instancePath === '/query' && issue.keyword === 'maxLength',
  );
  if (!tooLong) throw error;
  const query = (request.query as { query?: unknown }).query;
  const refusal = hsFinderQueryTooLong(typeof query === 'string' ? query.length : 0);
  return reply.status(400).send(refusal.ok ? undefined : refusal.problem);
}

/**
 * The HS code finder (§7, issue 25): `search` suggests HS subheadings for goods described in a trader's own
 * words, each with its national lines and taxes and the reasons for it; `tree` places a code in the
 * nomenclature. Signed-in users only, like the other tools; answers are never cached.
 */
export function registerHsFinderRoutes(
  app: TypedApp,
  options: { answers: HsFinderAnswers; country: string },
): void {
  const noStore = async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
  };

  app.get(
    `${HS_FINDER_PATH}/search`,
    {
      onSend: noStore,
      errorHandler: tooLongQueryHandler,
      schema: {
        tags: ['HS code finder'],
        summary: "Likely HS codes for goods described in the trader's own words",
        description:
          `Up to ${HS_FINDER_LIMITS.maxPredictions} HS 2022 subheadings, best first: the model's guesses and the ` +
          'ranked tariff search (with its everyday names) fused by their ranks at heading level, then weighed by ' +
          "the description's words of form and use as the notes weigh them. Each has the calibrated " +
          "probability that its HEADING (first 4 digits) is right, read from what put it there (the model's " +
          "probability and place, the search's place, whether they agree, the rules) by a regression each " +
          'model build fits on held-out descriptions: 2 decimals, the same for the subheadings of one heading, ' +
          'never rising down the list (a suggestion is not offered under ' +
          `${HS_FINDER_LIMITS.minProbability} unless the model gave it that, or the search or a rule brought ` +
          'its heading); its national lines with their taxes, and its reasons: the words that weighed, the ' +
          'nearest texts and everyday names, where the heading came from (reasons.fusion), and any note of its ' +
          'section, chapter or heading that excludes goods the description names. A vague description ("parts") gets ' +
          'a clarifying question and no suggestions. Nothing likely: 404 HS_FINDER_NOTHING_LIKELY. Headers: ' +
          'country (bd) and language (en, fr, es, ar, bn; texts in it where the data has them, else English, ' +
          'as each text says). On a French or Spanish page the description is read in that language too (the ' +
          "model's French and Spanish texts and everyday names, the search in that language), and a subheading " +
          "is the EU's text, after its heading's title where that text alone is a fragment (Autres).",
        headers: HS_FINDER_HEADERS,
        querystring: HS_FINDER_SEARCH_QUERY,
        response: { 200: { ...HS_FINDER_SEARCH_ANSWER, examples: [EXAMPLE_ANSWER] }, ...ERRORS },
      },
    },
    async (request, reply) => {
      const headers = hsFinderHeadersOf(request.headers, options.country);
      if (!headers.ok) return reply.status(400).send(headers.problem);
      const description = hsFinderDescriptionOf(request.query.query);
      if (!description.ok) return reply.status(400).send(description.problem);
      const outcome = await options.answers
        .search(description.value, headers.value.language)
        .catch((error: unknown) => {
          // §8: the finder's failures are logged, and answered as the server's error.
          request.log.error({ err: error, length: description.value.length }, 'the HS code finder failed');
          throw error;
        });
      if (outcome.kind === 'nothingLikely') {
        const { code, message } = NOTHING_LIKELY;
        return reply.status(404).send(problem(404, code, message, [{ path: 'query', code, message }]));
      }
      return outcome.answer;
    },
  );

  app.get(
    `${HS_FINDER_PATH}/tree`,
    {
      onSend: noStore,
      schema: {
        tags: ['HS code finder'],
        summary: "A code's place: section, chapter, heading, subheading and national lines, with notes",
        description:
          'The code is an HS 2022 subheading (6 digits) or a national line (8 or more digits; dots and spaces ' +
          "are ignored). The lines are those in force today under the code's subheading, with their taxes; " +
          'notes are those of its section, chapter and heading. Titles are in the language asked where the ' +
          "data has them (HS 2022's Arabic, the EU's French and Spanish, our Bengali), each saying its " +
          'language; national lines in English with their Bengali. Unknown code: 404 HS_CODE_NOT_FOUND.',
        headers: HS_FINDER_HEADERS,
        querystring: HS_FINDER_TREE_QUERY,
        response: { 200: HS_FINDER_TREE_ANSWER, ...ERRORS },
      },
    },
    async (request, reply) => {
      const headers = hsFinderHeadersOf(request.headers, options.country);
      if (!headers.ok) return reply.status(400).send(headers.problem);
      const code = hsFinderCodeOf(request.query.code);
      if (!code.ok) return reply.status(400).send(code.problem);
      const tree = await options.answers.tree(code.value, headers.value.language);
      if (!tree) {
        const { code: key, message } = CODE_NOT_FOUND;
        return reply
          .status(404)
          .send(
            problem(404, key, message, [{ path: 'code', code: key, message, params: { code: code.value } }]),
          );
      }
      return tree;
    },
  );
}
