import {
  entityDefinition,
  guideAttachmentsOf,
  TRADERS_GUIDE_ANSWER,
  tradersGuideRequestFromBody,
  type EntityDefinition,
  type GuideRuleDraft,
  type IsoDate,
  type TradersGuideAnswer,
} from '@tsw/domain';
import fastJson from 'fast-json-stringify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReferenceCache } from '../referenceService/referenceCache.js';
import { loadReferenceDataIfEmpty } from '../shippedData/firstStartLoad.js';
import { openTestPortal, type TestPortal } from '../testing/testApp.js';
import { testDatabaseKind } from '../testing/testDatabase.js';
import { GuideRuleCache } from './guideRuleCache.js';
import { insertGuideRules } from './guideRuleStore.js';
import { loadGuideRulesIfEmpty } from './guideRulesShipped.js';
import { TRADERS_GUIDE_PATH } from './tradersGuideRoutes.js';
import { TradersGuideTables } from './tradersGuideLookups.js';

/**
 * The guide's answer, byte for byte, as it was before its text was written from kept pieces (issue 48): the
 * answer object built per request by the domain's `guideAttachmentsOf` and serialized by the response
 * schema's compiled serializer, as Fastify did. Web screens and API clients read this text.
 */
const answerTextBefore = fastJson(TRADERS_GUIDE_ANSWER);

/** A small linear congruential generator: the same rules and requests on every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe(`the traders' guide's answer text on ${testDatabaseKind()}`, () => {
  let portal: TestPortal;
  let rules: GuideRuleCache;
  const random = seeded(48);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  let codes: string[] = [];
  let countries: string[] = [];
  let extended: string[] = [];

  /** A rule as an editor writes it, with texts JSON must escape and translations in some languages. */
  const generatedRule = (documents: readonly string[]): GuideRuleDraft => {
    const texts = [
      'Plain text',
      'Quoted "text" \\ slash',
      'Ligne\u00a0française é',
      'বাংলা লেখা',
      'Tab\there',
    ];
    const code = pick(codes);
    const length = pick([2, 4, 4, 6, 8]);
    const required = random() < 0.6;
    const text = (prefix: string) => ({
      en: `${prefix} ${pick(texts)}`,
      ...(random() < 0.5 ? { bn: `${prefix} ${pick(texts)} (bn)` } : {}),
      ...(random() < 0.3 ? { fr: `${prefix} ${pick(texts)} (fr)` } : {}),
    });
    return {
      documentCode: pick(documents),
      ruleType: required ? 'required' : 'conditional',
      condition: !required || random() < 0.3 ? text('Condition') : null,
      commodityPrefixes: random() < 0.03 ? [] : [code.slice(0, length)],
      exceptCommodityPrefixes: random() < 0.1 ? [code.slice(0, length + 2)] : [],
      origins: random() < 0.7 ? [] : [pick(['SAARC', 'ASEAN', 'EU', pick(countries)])],
      exceptOrigins: random() < 0.1 ? [pick(countries)] : [],
      flows: pick<GuideRuleDraft['flows']>([['IM'], ['IM'], ['EX'], []]),
      generalProcedureCodes: [],
      extendedProcedureCodes: random() < 0.2 ? [pick(extended)] : [],
      nationalProcedureCodes: [],
      authority: text(pick(['Authority A', 'Authority B'])),
      source: text(pick(['Source A', 'Source B', 'Source C'])),
      sourceUrl: random() < 0.5 ? null : pick(['https://example.gov/a', 'https://example.gov/b?x="1"']),
      validFrom: pick(['2025-07-01', '2025-09-01']),
      validTo: random() < 0.1 ? '2025-10-31' : null,
      sample: random() < 0.8,
    };
  };

  beforeAll(async () => {
    portal = await openTestPortal({
      prepare: async (database, today) => {
        await loadReferenceDataIfEmpty(database, today, { real: true, sample: true });
        const cache = new ReferenceCache(database);
        await cache.refreshVersions();
        const codesOf = async (name: string) =>
          (await cache.entityIndex(entityDefinition(name) as EntityDefinition)).records.flatMap((record) =>
            record.code ? [record.code] : [],
          );
        codes = [...new Set(await codesOf('commodity'))].filter((code) => /^\d{8}$/.test(code));
        countries = (await codesOf('country')).filter((code) => /^[A-Z]{2}$/.test(code));
        extended = (await codesOf('extendedProcedure')).filter((code) => code.startsWith('4'));
        await loadGuideRulesIfEmpty(database, cache);
        const documents = await codesOf('attachedDocument');
        const drafts = Array.from({ length: 600 }, () => generatedRule(documents));
        await database.transaction((transaction) =>
          insertGuideRules(
            transaction,
            drafts.map((draft) => ({ draft })),
            { username: 'test', action: 'import' },
          ),
        );
      },
    });
    rules = new GuideRuleCache(portal.database);
  });
  afterAll(async () => {
    await rules.stop();
    await portal.close();
  });

  /** A body of real tariff lines, origins and CPCs, in a language, with now and then a code unknown. */
  const body = (consignments: number) => ({
    document: pick([
      { typeOfDeclaration: 'IM', generalProcedureCode: '4' },
      { typeOfDeclaration: 'IM-4' },
      { typeOfDeclaration: 'EX' },
      {},
    ]),
    items: Array.from({ length: consignments }, () => ({
      commodityCode: random() < 0.1 ? { hsCode: pick(codes).slice(0, 6), pr1: '00' } : pick(codes),
      itemCountryOfOriginCode: random() < 0.05 ? 'ZZ' : pick(countries),
      ...(random() < 0.7 ? { extendedProcedureCode: pick(extended) } : {}),
      statisticalValue: random() < 0.05 ? 'lots' : '1200.50',
    })),
    meta: {
      language: pick(['en', 'en', 'bn', 'fr', 'ar']),
      validityDate: pick(['2025-08-15', '2025-09-01', '2025-11-23']),
      ...(random() < 0.2 ? { ruleTypes: [pick(['required', 'conditional'])] } : {}),
    },
  });

  /** What the route answered before: the same steps, with the answer built as an object. */
  const before = async (sent: ReturnType<typeof body>): Promise<string> => {
    const tables = await TradersGuideTables.of(portal.cache);
    const read = tradersGuideRequestFromBody(sent, '2025-11-23' as IsoDate, (date) => tables.lookupsOn(date));
    const { declaration, language } = read;
    const set = await rules.rules();
    const documentName = tables.documentName(declaration.validityDate as IsoDate);
    const answered = read.documentErrors.length === 0;
    const answer: TradersGuideAnswer = {
      data: {
        validityDate: declaration.validityDate,
        items: read.consignments.map((consignment, index) => ({
          itemNumber: index + 1,
          commodityCode: read.commodityCodes[index] ?? '',
          attachments:
            answered && consignment
              ? guideAttachmentsOf(consignment.commodityCode, set.index.matching(consignment, declaration), {
                  language,
                  documentName,
                })
              : [],
        })),
        fieldsErrors: [...read.fieldsErrors],
      },
    };
    return answerTextBefore(answer);
  };

  it('answers every request with the text it answered before, byte for byte', async () => {
    let attachments = 0;
    for (let request = 0; request < 120; request += 1) {
      const sent = body(pick([1, 2, 5, 20]));
      const response = await portal.inject({ method: 'POST', url: `${TRADERS_GUIDE_PATH}/`, payload: sent });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.body).toBe(await before(sent));
      attachments += response
        .json<TradersGuideAnswer>()
        .data.items.flatMap((item) => item.attachments).length;
    }
    // The rules are broad enough that the comparison covers many documents, not empty answers.
    expect(attachments).toBeGreaterThan(1_000);
  });
});
