import {
  DEFAULT_LIST_PAGE_SIZE,
  referenceNameField,
  suggestMinLengthOf,
  type ReferenceRecord,
} from '@tsw/domain';
import type { TFunction } from 'i18next';
import { referenceSearch } from '../api/referenceSearch';
import type { Language } from '../../shared/i18n/languages';
import { referenceOption } from './referenceChoices';
import type { SuggestOption } from './SuggestSelect';

/**
 * The records of a reference table (a country, a document, a procedure) whose code starts with the text or
 * whose name, in English or the page's language, holds it, as suggest-field choices. `keep` leaves out
 * records a form does not offer (the procedures of the other flow).
 */
export async function referenceSuggestions(
  serviceUrl: string,
  entity: string,
  language: Language,
  text: string,
  accessToken: string | null,
  keep: (record: ReferenceRecord) => boolean = () => true,
): Promise<SuggestOption[]> {
  const nameFields = [...new Set(['description', referenceNameField(language)])];
  const answer = await referenceSearch(
    serviceUrl,
    entity,
    {
      max: DEFAULT_LIST_PAGE_SIZE,
      restrictBy: 'OR',
      restrictions: [
        { field: 'code', operator: 'STARTS_WITH', value: text.toUpperCase() },
        ...nameFields.map((field) => ({ field, operator: 'CONTAINS', value: text })),
      ],
      selectFields: ['code', ...nameFields],
      sortByFields: [{ field: 'code', order: 'ASC' }],
    },
    accessToken,
  );
  return answer.resultList.filter(keep).map((record) => referenceOption(language, record));
}

/** What a table's search still needs: the catalog's minimum letters for that table, else null. */
export function referenceTooShort(t: TFunction, entity: string, text: string): string | null {
  const min = suggestMinLengthOf(entity);
  return text.length < min ? t('suggest.typeAtLeast', { min }) : null;
}
