import {
  HS_FINDER_SEARCH_ANSWER,
  HS_FINDER_SEARCH_QUERY,
  LANGUAGE_CODES,
  SERVER_PATHS,
  TARIFF_CHANGES_ANSWER,
  TARIFF_CHANGES_QUERY,
  TARIFF_CHAPTER,
  TARIFF_HEADING,
  TARIFF_LINE_PAGE,
  TARIFF_SEARCH_ANSWER,
  TARIFF_SECTION,
  taxRateOf,
  type TariffCode,
} from '@tsw/domain';
import Type from 'typebox';
import { problem } from '../http/problem.js';
import { HS_FINDER_PATH } from '../hsFinder/hsFinderRoutes.js';
import { DATE_OF_VALIDITY } from '../tariff/tariffSchemas.js';
import { TARIFF_SEARCH_QUERY } from '../tariff/tariffSearchRoutes.js';
import { mcpOutcomeOf, mcpTool, type McpTool } from './mcpTool.js';

/** Every tool's `language`: of its texts where the data has them, and of its errors. */
export const MCP_LANGUAGE = Type.Optional(
  Type.Enum(LANGUAGE_CODES, {
    description: 'The language of texts and error messages (en, fr, es, ar, bn).',
  }),
);
export const MCP_DATE = Type.Optional(DATE_OF_VALIDITY);

const dateQuery = (date: string | undefined): Record<string, string> => (date ? { date } : {});

function lineText(line: TariffCode): string {
  const tti = taxRateOf(line, 'TTI');
  return `${line.code} ${line.description}${tti === undefined ? '' : ` (TTI ${tti}%)`}`;
}

const searchTariff = mcpTool({
  name: 'search_tariff',
  title: 'Search the tariff',
  description:
    'Ranked search of the national tariff by words (everyday names, typos and Bengali welcome; French or ' +
    'Spanish with language fr or es) or by an HS code or its start, as in force on a date (default today). ' +
    'Each line carries its taxes (TTI is the total tax incidence) and its HS 2022 text.',
  inputSchema: Type.Object(
    {
      query: TARIFF_SEARCH_QUERY.properties.q,
      date: MCP_DATE,
      page: Type.Optional(TARIFF_SEARCH_QUERY.properties.page),
      size: Type.Optional(TARIFF_SEARCH_QUERY.properties.size),
      explain: Type.Optional(TARIFF_SEARCH_QUERY.properties.explain),
      language: MCP_LANGUAGE,
    },
    { additionalProperties: false },
  ),
  outputSchema: TARIFF_SEARCH_ANSWER,
  async run(input, { api }) {
    const query: Record<string, string> = { q: input.query, ...dateQuery(input.date) };
    if (input.page !== undefined) query.page = String(input.page);
    if (input.size !== undefined) query.size = String(input.size);
    if (input.explain !== undefined) query.explain = String(input.explain);
    // The words are read in the language asked for: French and Spanish ones in the HS's texts in them.
    if (input.language !== undefined) query.lang = input.language;
    return mcpOutcomeOf(await api.get(SERVER_PATHS.tariffSearch, { query }));
  },
  text: (answer) =>
    [
      `${answer.total} tariff lines for "${answer.query.text}" in force on ${answer.date}.`,
      ...answer.lines.slice(0, 5).map(lineText),
    ].join('\n'),
});

const getTariffLine = mcpTool({
  name: 'get_tariff_line',
  title: 'A tariff line with its taxes and notes',
  description:
    'One national tariff line (8 digits) in force on a date: its taxes (rates and TTI), its HS 2022 text, ' +
    'its heading and chapter, and the legal notes of its section, chapter and heading.',
  inputSchema: Type.Object(
    {
      code: Type.String({ maxLength: 20, description: 'The national tariff code.' }),
      date: MCP_DATE,
      language: MCP_LANGUAGE,
    },
    { additionalProperties: false },
  ),
  outputSchema: Type.Object({ ...TARIFF_LINE_PAGE.properties, notes: TARIFF_HEADING.properties.notes }),
  async run(input, { api }) {
    const query = dateQuery(input.date);
    const page = await api.get(`${SERVER_PATHS.tariffLines}/${encodeURIComponent(input.code)}`, { query });
    if (!page.ok) return page;
    const heading = await api.get(`${SERVER_PATHS.tariffHeadings}/${input.code.slice(0, 4)}`, { query });
    if (!heading.ok) return heading;
    const { notes } = heading.body as { notes: unknown };
    return mcpOutcomeOf({ ok: true, body: { ...(page.body as object), notes } });
  },
  text: (page) =>
    `${lineText(page.line)}\nHeading ${page.heading.code}: ${page.heading.description}\n${page.notes.length} notes.`,
});

const browseTariff = mcpTool({
  name: 'browse_tariff',
  title: 'Browse the tariff',
  description:
    'A section (Roman number) with its chapters, a chapter (2 digits) with its headings and lines, or a ' +
    'heading (4 digits) with its national lines, each with its legal notes, as in force on a date. Give one.',
  inputSchema: Type.Object(
    {
      section: Type.Optional(
        Type.String({ maxLength: 20, description: 'A section by its Roman number (XI).' }),
      ),
      chapter: Type.Optional(Type.String({ maxLength: 20, description: 'A chapter (2 digits).' })),
      heading: Type.Optional(Type.String({ maxLength: 20, description: 'A heading (4 digits).' })),
      date: MCP_DATE,
      language: MCP_LANGUAGE,
    },
    { additionalProperties: false },
  ),
  outputSchema: Type.Object({
    section: Type.Optional(TARIFF_SECTION),
    chapter: Type.Optional(TARIFF_CHAPTER),
    heading: Type.Optional(TARIFF_HEADING),
  }),
  async run(input, { api }) {
    const query = dateQuery(input.date);
    const [level, path] =
      input.heading !== undefined
        ? (['heading', `${SERVER_PATHS.tariffHeadings}/${encodeURIComponent(input.heading)}`] as const)
        : input.chapter !== undefined
          ? (['chapter', `${SERVER_PATHS.tariffChapters}/${encodeURIComponent(input.chapter)}`] as const)
          : input.section !== undefined
            ? (['section', `${SERVER_PATHS.tariffSections}/${encodeURIComponent(input.section)}`] as const)
            : [];
    if (!level) {
      const message = 'Give a section, a chapter or a heading.';
      return {
        ok: false,
        problem: problem(400, 'MISSING_FIELD', message, [
          { path: 'heading', code: 'MISSING_FIELD', message },
        ]),
      };
    }
    const answer = await api.get(path, { query });
    return answer.ok ? { ok: true, output: { [level]: answer.body } } : answer;
  },
  text(found) {
    const part = found.heading ?? found.chapter;
    if (part) return `${part.code} ${part.description}\n${part.notes.length} notes.`;
    return found.section ? `Section ${found.section.roman}: ${found.section.description}` : '';
  },
});

const suggestHsCodes = mcpTool({
  name: 'suggest_hs_codes',
  title: 'Suggest HS codes for goods described',
  description:
    "Likely HS 2022 subheadings for goods described in the trader's own words (English or Bengali), best " +
    'first (the model and the ranked tariff search fused, weighed by words of form and use), each with the ' +
    "model's calibrated probability of it, its national lines and taxes, and the reasons: the words that " +
    'weighed, the nearest texts and everyday names, the rules that moved it, and the notes that exclude goods ' +
    'named. A vague description gets a ' +
    'clarifying question to ask the trader instead.',
  inputSchema: Type.Object(
    { description: HS_FINDER_SEARCH_QUERY.properties.query, language: MCP_LANGUAGE },
    { additionalProperties: false },
  ),
  outputSchema: HS_FINDER_SEARCH_ANSWER,
  async run(input, { api, language, country }) {
    const headers = { country: country.toLowerCase(), language };
    return mcpOutcomeOf(
      await api.get(`${HS_FINDER_PATH}/search`, { query: { query: input.description }, headers }),
    );
  },
  text(answer) {
    if (answer.clarification)
      return `Ask the trader first: ${answer.clarification.question} (${answer.clarification.choices.join(', ')})`;
    return answer.predictions
      .map((prediction) => `${prediction.hsCode} (${prediction.probability}): ${prediction.description}`)
      .join('\n');
  },
});

const tariffChanges = mcpTool({
  name: 'tariff_changes',
  title: 'What changed in the tariff between two dates',
  description:
    'For a line, a heading, a chapter or the whole tariff: the lines started and ended, the texts changed ' +
    'and each rate changed (CD, SD, VAT, AIT, AT, EXD, RD, TTI), before and after, between two dates (by ' +
    'default the latest day the scope changed, which may be ahead of today, and the day before). SROs are ' +
    'not listed.',
  inputSchema: Type.Object(
    {
      from: TARIFF_CHANGES_QUERY.properties.from,
      to: TARIFF_CHANGES_QUERY.properties.to,
      scope: TARIFF_CHANGES_QUERY.properties.scope,
      language: MCP_LANGUAGE,
    },
    { additionalProperties: false },
  ),
  outputSchema: TARIFF_CHANGES_ANSWER,
  async run(input, { api }) {
    const query: Record<string, string> = {};
    for (const name of ['from', 'to', 'scope'] as const) {
      const value = input[name];
      if (value !== undefined) query[name] = value;
    }
    return mcpOutcomeOf(await api.get(SERVER_PATHS.tariffChanges, { query }));
  },
  text: (changes) =>
    [
      `Between ${changes.from} and ${changes.to}${changes.scope ? ` under ${changes.scope}` : ''}: ` +
        `${changes.started.length} lines started, ${changes.ended.length} ended, ` +
        `${changes.descriptions.length} texts and ${changes.rates.length} rates changed.`,
      ...changes.rates
        .slice(0, 5)
        .map((rate) => `${rate.code} ${rate.tax}: ${rate.before ?? 'none'} → ${rate.after ?? 'none'}`),
    ].join('\n'),
});

export const MCP_TARIFF_TOOLS: readonly McpTool[] = [
  searchTariff,
  getTariffLine,
  browseTariff,
  suggestHsCodes,
  tariffChanges,
];
