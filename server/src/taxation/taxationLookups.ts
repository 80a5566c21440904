import {
  entityDefinition,
  referenceName,
  taxCascadeFromRules,
  taxReductionOf,
  type EntityDefinition,
  type IsoDate,
  type Language,
  type TaxCascade,
  type TaxationCodeList,
  type TaxationLookups,
  type TaxReduction,
} from '@tsw/domain';
import type { EntityIndex } from '../referenceService/entityIndex.js';
import type { ReferenceCache } from '../referenceService/referenceCache.js';

/** The reference tables a simulation reads, by the names the entity catalog gives them. */
const TABLES = [
  'commodity',
  'currency',
  'exchangeRate',
  'taxRule',
  'sro',
  'modelOfDeclaration',
  'country',
  'extendedProcedure',
  'additionalProcedure',
] as const;

type Table = (typeof TABLES)[number];

function definitionOf(name: Table): EntityDefinition {
  const definition = entityDefinition(name);
  if (!definition) throw new Error(`The entity catalog has no ${name}.`);
  return definition;
}

/**
 * The engine's view of the portal's reference data on a date, answered from the memory indexes: the
 * tariff line, the currency and its customs rate, the tax rules that name each tax's column and base,
 * the SROs a national procedure cites, and the lists codes are checked against.
 */
export async function taxationLookupsOn(
  cache: ReferenceCache,
  cascade: TaxCascade,
  date: IsoDate,
  language: Language,
): Promise<TaxationLookups> {
  const indexes = new Map<Table, EntityIndex>(
    await Promise.all(
      TABLES.map(async (name) => [name, await cache.entityIndex(definitionOf(name))] as const),
    ),
  );
  const index = (name: Table) => indexes.get(name) as EntityIndex;
  const taxRules = index('taxRule').recordsValidOn(date);
  const ruleNames = new Map(taxRules.map((rule) => [rule.code ?? '', referenceName(language, rule)]));
  const sros = index('sro').recordsValidOn(date);
  return {
    cascade: taxCascadeFromRules(cascade, taxRules),
    taxName: (code) => ruleNames.get(code) || code,
    tariffLine: (code) => index('commodity').lookUp(code, date),
    lineDescription: (line) => referenceName(language, line),
    currencyKnown: (code) => index('currency').lookUp(code, date) !== undefined,
    customsRate: (code) => index('exchangeRate').lookUp(code, date)?.rate ?? undefined,
    codeKnown: (list: TaxationCodeList, code) => {
      // A model of declaration named without its general procedure (IM) is known when any of its rows is.
      if (list === 'modelOfDeclaration' && !code.includes('-')) {
        return index(list)
          .recordsValidOn(date)
          .some((record) => record.code === code);
      }
      return index(list).lookUp(code, date) !== undefined;
    },
    reductions: (nationalProcedure) =>
      sros
        .filter((sro) => sro.cp3Code === nationalProcedure)
        .map(taxReductionOf)
        .filter((reduction): reduction is TaxReduction => reduction !== undefined),
  };
}
