import {
  GUIDE_RULE_TYPES,
  SERVER_PATHS,
  TRADERS_GUIDE_ANSWER,
  TRADERS_GUIDE_BODY,
  TRADERS_GUIDE_CONFIG_ANSWER,
  TRADERS_GUIDE_LIMITS,
  tradersGuideRequestFromBody,
  type IsoDate,
  type TradersGuideAnswer,
  type TradersGuideConfig,
} from '@tsw/domain';
import Type from 'typebox';
import { sendJsonText } from '../http/jsonText.js';
import { problem } from '../http/problem.js';
import type { TypedApp } from '../http/typedApp.js';
import type { ReferenceCache } from '../referenceService/referenceCache.js';
import type { GuideRuleCache } from './guideRuleCache.js';
import { tradersGuideAnswerJson } from './tradersGuideAnswerJson.js';
import { TradersGuideTables } from './tradersGuideLookups.js';

/** The traders' guide service's own address; `TRADERS_GUIDE_URL` points the screens here by default. */
export const TRADERS_GUIDE_PATH = '/api/traders-guide';

/** The consignment fields beyond the codes, as §3 names them; the rules read codes today. */
const CONFIG: TradersGuideConfig = {
  additionalFields: [
    'statisticalValue',
    'cifValueInForeignCurrency',
    'exchangeRate',
    'supplementaryUnits',
    'invoiceValue',
    'netMass',
  ].map((name) => ({ name, kind: 'amount' as const, required: false })),
  meta: { ruleTypes: [...GUIDE_RULE_TYPES], typeOfDeclaration: 'IM' },
};

const EXAMPLE_ANSWER: TradersGuideAnswer = {
  data: {
    validityDate: '2025-09-01',
    items: [
      {
        itemNumber: 1,
        commodityCode: '03046290',
        attachments: [
          {
            id: '0b9c4c1e-7f43-4c56-9a43-3f4f1d0c2a11',
            code: 'FHC',
            attDocCode: 'FHC',
            attDocName: 'Fish health certificate',
            attDocNameLanguage: 'en',
            applicableCommodityCodes: ['03046290'],
            ruleType: 'required',
            conditions: [],
            authority: 'Department of Fisheries',
            sources: [
              { text: 'Fish and Fish Products (Inspection and Quality Control) Rules 1997', url: null },
            ],
            ruleIds: ['0b9c4c1e-7f43-4c56-9a43-3f4f1d0c2a11'],
            sample: false,
          },
        ],
      },
    ],
    fieldsErrors: [
      {
        itemNumber: 2,
        field: 'itemCountryOfOriginCode',
        code: 'UNKNOWN_CODE',
        message: "'ZZ' is not in the list of country on this date",
        params: { value: 'ZZ', list: 'country' },
      },
    ],
  },
};

/**
 * The traders' guide (§7): the documents each consignment of a declaration needs, from the rules in force
 * on the date of validity. Any signed-in user may ask; nothing is stored. Codes are checked against the
 * reference data of that date, and each problem is answered as a field error of its consignment, whose
 * attachments are then left out while the others are answered.
 */
export function registerTradersGuideRoutes(
  app: TypedApp,
  options: { cache: ReferenceCache; rules: GuideRuleCache; today: () => IsoDate },
): void {
  app.get(
    SERVER_PATHS.tradersGuideConfig,
    {
      schema: {
        tags: ['Traders guide'],
        summary: "The traders' guide's consignment fields and defaults",
        description:
          'The amount fields a consignment may carry beyond its codes, and the rule types and regime a new ' +
          'guide starts with. Public, like /portal-config.json.',
        response: { 200: { ...TRADERS_GUIDE_CONFIG_ANSWER, examples: [CONFIG] } },
      },
    },
    async () => CONFIG,
  );

  app.post(
    `${TRADERS_GUIDE_PATH}/`,
    {
      schema: {
        tags: ['Traders guide'],
        summary: 'The documents each consignment of a declaration needs',
        description:
          'Send one request per general-procedure-code group. Each consignment is matched against the ' +
          'rules in force on meta.validityDate (today by default): its commodity code by prefix, its ' +
          'origin by country or group, the flow (typeOfDeclaration IM, the default, or EX; IM-4 names ' +
          'the general procedure too), the general procedure, CPC4 and CPC3. Each document is listed ' +
          'once per consignment: a required rule outweighs a conditional one, and every matching ' +
          "rule's condition and source is listed. Codes unknown on that date, bad amounts, a bad date " +
          'or rule type come back in data.fieldsErrors, naming the consignment (itemNumber from 1, 0 ' +
          'for the document and meta) and the field; a consignment with errors gets no attachments. ' +
          `At most ${TRADERS_GUIDE_LIMITS.maxConsignments} consignments.`,
        body: TRADERS_GUIDE_BODY,
        response: { 200: { ...TRADERS_GUIDE_ANSWER, examples: [EXAMPLE_ANSWER] }, 400: Type.Ref('Problem') },
      },
    },
    async (request, reply) => {
      const count = request.body.items.length;
      if (count === 0 || count > TRADERS_GUIDE_LIMITS.maxConsignments) {
        const code = count === 0 ? 'GUIDE_NO_CONSIGNMENTS' : 'GUIDE_TOO_MANY_CONSIGNMENTS';
        const message =
          count === 0
            ? 'Add at least one consignment'
            : `A guide holds at most ${TRADERS_GUIDE_LIMITS.maxConsignments} consignments`;
        return reply
          .status(400)
          .send(
            problem(400, code, message, [
              { path: 'items', code, message, params: { max: TRADERS_GUIDE_LIMITS.maxConsignments, count } },
            ]),
          );
      }
      const tables = await TradersGuideTables.of(options.cache);
      const read = tradersGuideRequestFromBody(request.body, options.today(), (date) =>
        tables.lookupsOn(date),
      );
      const { declaration, language } = read;
      const ruleSet = await options.rules.rules();
      const answered = read.documentErrors.length === 0;
      // Written as text (tradersGuideAnswerJson): the response schema above documents the same shape.
      const json = tradersGuideAnswerJson(
        {
          validityDate: declaration.validityDate,
          items: read.consignments.map((consignment, index) => ({
            commodityCode: read.commodityCodes[index] ?? '',
            matches: answered && consignment ? ruleSet.index.matching(consignment, declaration) : undefined,
          })),
          fieldsErrors: read.fieldsErrors,
        },
        { ruleSet, language, documentName: tables.documentName(declaration.validityDate as IsoDate) },
      );
      return sendJsonText(reply, json);
    },
  );
}
