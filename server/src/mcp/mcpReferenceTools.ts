import {
  ENTITY_NAMES,
  entityDefinition,
  MANIFEST_SEARCH_ANSWER,
  MANIFEST_SERVICE_PATHS,
  REFERENCE_SEARCH_ANSWER,
  REFERENCE_SEARCH_BODY,
  REFERENCE_SEARCH_LIMITS,
  type ReferenceSearchBodyRestriction,
} from '@tsw/domain';
import Type from 'typebox';
import { MANIFEST_PATH } from '../manifests/manifestRoutes.js';
import { REFERENCE_BASE_PATH } from '../referenceService/referenceRoutes.js';
import { MCP_DATE, MCP_LANGUAGE } from './mcpTariffTools.js';
import { mcpOutcomeOf, mcpTool, type McpTool } from './mcpTool.js';

const SEARCH_TEXT = Type.String({ maxLength: REFERENCE_SEARCH_LIMITS.valueLengthCap });
const MAX = Type.Optional(REFERENCE_SEARCH_BODY.properties.max);

const lookupReference = mcpTool({
  name: 'lookup_reference',
  title: 'Look up a reference table',
  description:
    'Records of one of the reference tables (countries, currencies, customs offices, procedure codes (cpc), ' +
    'units, banks, documents…) valid on a date (default today): by code (the table’s lookup field), or ' +
    'by words or the start of a code.',
  inputSchema: Type.Object(
    {
      table: Type.Enum([...ENTITY_NAMES], { description: 'The table.' }),
      code: Type.Optional(SEARCH_TEXT),
      words: Type.Optional(SEARCH_TEXT),
      date: MCP_DATE,
      max: MAX,
      language: MCP_LANGUAGE,
    },
    { additionalProperties: false },
  ),
  outputSchema: REFERENCE_SEARCH_ANSWER,
  async run(input, { api }) {
    const lookupField = entityDefinition(input.table)?.lookupField ?? 'code';
    const restrictions: ReferenceSearchBodyRestriction[] = [
      ...(input.code !== undefined ? [{ field: lookupField, operator: 'EQUALS', value: input.code }] : []),
      ...(input.words !== undefined ? [{ operator: 'FULL_TEXT', value: input.words }] : []),
    ];
    return mcpOutcomeOf(
      await api.post(`${REFERENCE_BASE_PATH}/${input.table}/search`, {
        max: input.max ?? 20,
        restrictions,
        selectFields: ['*'],
        ...(input.date ? { meta: { validityDate: input.date } } : {}),
      }),
    );
  },
  text: (answer) =>
    [
      `${answer.totalCount} records.`,
      ...answer.resultList.slice(0, 10).map((record) => `${record.code ?? ''}: ${record.description ?? ''}`),
    ].join('\n'),
});

const findSro = mcpTool({
  name: 'find_sro',
  title: 'Find statutory regulatory orders (SROs)',
  description:
    'The SROs in force on a date (default today) that an order number (119-Ain/2025), a CPC3 code or words ' +
    'find, each with its description and the path of its PDF.',
  inputSchema: Type.Object(
    { text: SEARCH_TEXT, date: MCP_DATE, max: MAX, language: MCP_LANGUAGE },
    { additionalProperties: false },
  ),
  outputSchema: REFERENCE_SEARCH_ANSWER,
  async run(input, { api, language }) {
    const text = input.text.trim();
    // As the SRO screen reads its search box: number, serial, CPC3 code, or words in English or the language.
    const restrictions: ReferenceSearchBodyRestriction[] = [
      { field: 'code', operator: 'STARTS_WITH', value: text },
      { field: 'sroNumber', operator: 'CONTAINS', value: text },
      { field: 'sroCode', operator: 'CONTAINS', value: text },
      { field: 'cp3Code', operator: 'EQUALS', value: text },
      { field: 'description', operator: 'FULL_TEXT', value: text },
      ...(language === 'en' ? [] : [{ field: 'descriptionTranslated', operator: 'FULL_TEXT', value: text }]),
    ];
    return mcpOutcomeOf(
      await api.post(`${REFERENCE_BASE_PATH}/sro/search`, {
        max: input.max ?? 20,
        restrictions,
        restrictBy: 'OR',
        selectFields: ['*'],
        ...(input.date ? { meta: { validityDate: input.date } } : {}),
      }),
    );
  },
  text: (answer) =>
    [
      `${answer.totalCount} SROs.`,
      ...answer.resultList
        .slice(0, 10)
        .map((record) => `${record.sroNumber ?? record.code ?? ''}: ${record.description ?? ''}`),
    ].join('\n'),
});

const searchManifests = mcpTool({
  name: 'search_manifests',
  title: 'Search cargo manifests (declarants and customs officers)',
  description:
    'Cargo manifests by any of their fields (voyageNumber, vesselImoNumber, transportName, arrivalDate…), ' +
    'with the reference search’s restrictions. For declarants and customs officers only.',
  inputSchema: Type.Object(
    { ...REFERENCE_SEARCH_BODY.properties, language: MCP_LANGUAGE },
    { additionalProperties: false },
  ),
  outputSchema: MANIFEST_SEARCH_ANSWER,
  async run({ language: _language, ...body }, { api }) {
    return mcpOutcomeOf(await api.post(`${MANIFEST_PATH}/${MANIFEST_SERVICE_PATHS.search}`, body));
  },
  text: (answer) => `${answer.totalCount} manifests.`,
});

export const MCP_REFERENCE_TOOLS: readonly McpTool[] = [lookupReference, findSro, searchManifests];
