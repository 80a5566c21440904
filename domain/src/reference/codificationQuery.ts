import { PARTY_ACCESS } from './partyRecords.js';
import type { Language } from '../portal/portalLanguages.js';
import type { EntityDefinition } from './entityCatalog.js';
import { referenceNameField } from './referenceNames.js';
import type { ReferenceSearchBodyRestriction } from './referenceSearchSchemas.js';

/**
 * How the codification screen reads its search box (spec §5): on the tariff (commodity), digits are a code
 * prefix and anything else words the description contains; on the other tables, a code prefix or words in
 * the description. A screen in another language than English also reads the names of its language
 * (descriptionTranslated, Bengali, in every table; French, Spanish or Arabic where the table has them).
 *
 * `empty` is a search that can find nothing and is not sent: the extended procedure's rule, whose codes are
 * four digits (requested and previous procedure), so a longer code, or an exact code of another length,
 * matches no record. The rule reads typed codes (digits, 40/00), not words of a description.
 */
export type CodificationQuery =
  | { readonly kind: 'search'; readonly restrictions: readonly ReferenceSearchBodyRestriction[] }
  | { readonly kind: 'empty' };

/** An extended procedure's code: requested and previous procedure, two characters each. */
const EXTENDED_PROCEDURE_CODE_LENGTH = 4;

/** The text fields a table's names are searched in, for a screen in `language`. */
function nameFieldsOf(definition: EntityDefinition, language: Language): string[] {
  if (language === 'en') return ['description'];
  const own = referenceNameField(language);
  return [...new Set(['description', 'descriptionTranslated', ...(own in definition.fields ? [own] : [])])];
}

/**
 * The restrictions of a codification search (combined by OR), or `empty` when the extended procedure's rule
 * says no record can match. `operator` is how the code is compared: STARTS_WITH as the screen types it, EQUALS
 * where a code is asked for exactly.
 */
export function codificationQuery(
  definition: EntityDefinition,
  text: string,
  language: Language,
  operator: 'STARTS_WITH' | 'EQUALS' = 'STARTS_WITH',
): CodificationQuery {
  const typed = text.trim();
  let code = typed;
  // An extended procedure's code is typed as people write it (40/00) and stored without the slash (4000).
  if (definition.name === 'extendedProcedure' && /^\d+(\/\d*)?$/.test(typed)) {
    code = typed.replace('/', '');
    const tooLong = code.length > EXTENDED_PROCEDURE_CODE_LENGTH;
    const notExact = operator === 'EQUALS' && code.length !== EXTENDED_PROCEDURE_CODE_LENGTH;
    if (tooLong || notExact) return { kind: 'empty' };
  }
  if (typed === '') return { kind: 'search', restrictions: [] };
  const codeRestriction = { field: 'code', operator, value: code };
  const nameRestrictions = nameFieldsOf(definition, language).map((field) => ({
    field,
    operator: 'CONTAINS',
    value: typed,
  }));
  if (definition.freeText === 'tariffRanked') {
    return { kind: 'search', restrictions: /^\d+$/.test(typed) ? [codeRestriction] : nameRestrictions };
  }
  return { kind: 'search', restrictions: [codeRestriction, ...nameRestrictions] };
}

/**
 * Rows a page of the codification screen shows (spec §9): 15 tariff lines, whose rows are long; 5,000
 * records of any other table, which the screen draws as they scroll into view; of a party table, as many
 * as every role may read at once.
 */
const CODIFICATION_PAGE_SIZES = { tariff: 15, party: PARTY_ACCESS.officerRowsFrom, other: 5000 } as const;

export function codificationPageSize(definition: EntityDefinition): number {
  if (definition.withHsLevels) return CODIFICATION_PAGE_SIZES.tariff;
  return definition.party ? CODIFICATION_PAGE_SIZES.party : CODIFICATION_PAGE_SIZES.other;
}
