import {
  entityDefinition,
  LANGUAGE_CODES,
  referenceNameField,
  type GuideDocumentName,
  type GuideRuleCodeLists,
  type IsoDate,
  type Language,
  type TradersGuideCodeList,
  type TradersGuideLookups,
} from '@tsw/domain';
import type { EntityIndex } from '../referenceService/entityIndex.js';
import type { ReferenceCache } from '../referenceService/referenceCache.js';

/** The reference tables the guide reads, by the names the entity catalog gives them. */
const TABLES = [
  'commodity',
  'country',
  'extendedProcedure',
  'additionalProcedure',
  'generalProcedure',
  'modelOfDeclaration',
  'attachedDocument',
] as const;
type Table = (typeof TABLES)[number];

/** The memory indexes of the tables the guide reads, taken once per request. */
export class TradersGuideTables {
  private constructor(private readonly indexes: ReadonlyMap<Table, EntityIndex>) {}

  static async of(cache: ReferenceCache): Promise<TradersGuideTables> {
    const indexes = await Promise.all(
      TABLES.map(async (name) => {
        const definition = entityDefinition(name);
        if (!definition) throw new Error(`The entity catalog has no ${name}.`);
        return [name, await cache.entityIndex(definition)] as const;
      }),
    );
    return new TradersGuideTables(new Map(indexes));
  }

  private index(name: Table): EntityIndex {
    return this.indexes.get(name) as EntityIndex;
  }

  /** The reference data of one date, as the request reading asks for it. */
  lookupsOn(date: IsoDate): TradersGuideLookups {
    return {
      tariffLineKnown: (code) => this.index('commodity').lookUp(code, date) !== undefined,
      codeKnown: (list: TradersGuideCodeList, code) => this.index(list).lookUp(code, date) !== undefined,
    };
  }

  /** A document's name in a language where the list has one, else in English (and says which). */
  documentName(date: IsoDate): (code: string, language: Language) => GuideDocumentName {
    return (code, language) => {
      const record = this.index('attachedDocument').lookUp(code, date);
      const translated = record?.[referenceNameField(language)];
      if (language !== 'en' && typeof translated === 'string' && translated.trim() !== '') {
        return { name: translated, language };
      }
      return { name: record?.description || code, language: 'en' };
    };
  }

  /** Every name of each document on a date, in every language the list has: what the editors search. */
  documentNames(date: IsoDate): (code: string) => readonly string[] {
    return (code) => {
      const record = this.index('attachedDocument').lookUp(code, date);
      if (!record) return [];
      return LANGUAGE_CODES.flatMap((language) => {
        const name = record[referenceNameField(language)];
        return typeof name === 'string' && name !== '' ? [name] : [];
      });
    };
  }

  /** Every code a rule may name, whatever its dates: a rule may be written ahead of, or outlive, a code. */
  ruleCodeLists(): { readonly [List in keyof GuideRuleCodeLists]: ReadonlySet<string> } {
    const codes = (name: Table) =>
      new Set(this.index(name).records.flatMap((record) => (record.code ? [record.code] : [])));
    return {
      documentCodes: codes('attachedDocument'),
      countryCodes: codes('country'),
      generalProcedureCodes: codes('generalProcedure'),
      extendedProcedureCodes: codes('extendedProcedure'),
      nationalProcedureCodes: codes('additionalProcedure'),
    };
  }
}
