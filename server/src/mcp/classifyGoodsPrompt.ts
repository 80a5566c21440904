import type { Language } from '@tsw/domain';

/** The prompt's name and arguments, as `prompts/list` gives them. */
export const CLASSIFY_GOODS_PROMPT = {
  name: 'classify_goods',
  title: 'Classify goods in the tariff',
  description:
    'The workflow of classifying goods with the portal: describe, suggest, read the notes and the General ' +
    'Rules of Interpretation, ask the trader the separating fact, confirm with the line and its taxes.',
  arguments: [
    { name: 'description', description: "The goods, in the trader's own words.", required: true },
    {
      name: 'language',
      description: 'The language to answer the trader in (en, fr, es, ar, bn).',
      required: false,
    },
  ],
} as const;

/**
 * The classification workflow a customs broker follows, written for an assistant with the portal's tools.
 * The tools' names are the MCP server's; the steps are the General Rules of Interpretation's order.
 */
export function classifyGoodsPromptText(description: string, language: Language): string {
  return [
    `Classify these goods in the national tariff, and answer the trader in the language "${language}":`,
    '',
    description,
    '',
    '1. Describe: make sure the description says what the goods are, what they are made of, what they are ' +
      'for and who they are for. If one of these is missing and matters, ask first.',
    '2. Suggest: call suggest_hs_codes with the description. If it answers with a clarification, ask the ' +
      'trader that question and call it again with the answer added.',
    '3. Read the notes: for each likely subheading, call browse_tariff with its heading (4 digits) and read ' +
      'the section, chapter and heading notes: a note that excludes the goods rules a heading out. Apply the ' +
      'General Rules of Interpretation in order: GRI 1 (headings and notes decide), GRI 2 (unfinished goods, ' +
      'mixtures), GRI 3 (most specific description, essential character, last in numerical order), GRI 4 ' +
      '(most akin), GRI 5 (cases and packing), GRI 6 (subheadings compared only at the same level).',
    '4. Ask the separating fact: when two headings or subheadings remain, ask the trader the one fact that ' +
      'tells them apart (the material, the use, a size or a percentage), not a general question.',
    '5. Confirm: call get_tariff_line with the national line chosen to read its rates, TTI and notes, and ' +
      'simulate_taxes with the value and currency if the trader gives them. Say which line, why (the notes ' +
      'and rules that decided), and that the customs administration makes the binding decision.',
  ].join('\n');
}
