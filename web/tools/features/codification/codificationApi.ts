import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  codificationQuery,
  lookupKeyFromText,
  type EntityDefinition,
  type Language,
  type ReferenceLookupAnswer,
  type ReferenceRecord,
  type ReferenceSearchAnswer,
} from '@tsw/domain';
import { ApiError } from '../../api/apiFetch';
import { referenceLookup } from '../../api/referenceLookup';
import { referenceSearch } from '../../api/referenceSearch';
import { usePortalConfig } from '../../api/usePortalConfig';
import { useAuth } from '../../auth/authContext';

/** One search of the screen: a table, the text typed, the date of validity, a page (from 0) of `size` rows. */
export interface CodificationSearch {
  readonly definition: EntityDefinition;
  readonly text: string;
  readonly language: Language;
  readonly date: string;
  readonly page: number;
  readonly size: number;
}

const NOTHING_FOUND: ReferenceSearchAnswer = { resultList: [], totalCount: 0 };

/**
 * A page of the table's records that the text finds, in the table's default order (the catalog's). A search
 * the extended procedure's rule says finds nothing answers at once, without a call.
 */
export function codificationSearchPage(
  serviceUrl: string,
  search: CodificationSearch,
  accessToken: string | null,
): Promise<ReferenceSearchAnswer> {
  const query = codificationQuery(search.definition, search.text, search.language);
  if (query.kind === 'empty') return Promise.resolve(NOTHING_FOUND);
  return referenceSearch(
    serviceUrl,
    search.definition.name,
    {
      max: search.size,
      offset: search.page * search.size,
      restrictBy: 'OR',
      restrictions: [...query.restrictions],
      meta: { validityDate: search.date },
    },
    accessToken,
  );
}

/** The search on screen, when there is one to make (`search` undefined: no table, or a problem to mend first). */
export function useCodificationSearch(search: CodificationSearch | undefined) {
  const { accessToken } = useAuth();
  const serviceUrl = usePortalConfig().services.referenceData;
  return useQuery({
    queryKey: [
      'codification',
      search?.definition.name,
      search?.text,
      search?.language,
      search?.date,
      search?.page,
      search?.size,
    ],
    queryFn: () => codificationSearchPage(serviceUrl as string, search as CodificationSearch, accessToken),
    enabled: search !== undefined && serviceUrl !== undefined && accessToken !== null,
    placeholderData: keepPreviousData,
  });
}

/**
 * One record in force on the date, with its sub-entities' lists: the lookup by code, or, for a table looked
 * up by another field (an SRO by its CPC3 code), a search for the code, with every field.
 */
async function codificationRecord(
  serviceUrl: string,
  definition: EntityDefinition,
  code: string,
  date: string,
  accessToken: string | null,
): Promise<ReferenceLookupAnswer> {
  if (definition.lookupField === 'code') {
    return referenceLookup(
      serviceUrl,
      definition.name,
      lookupKeyFromText(definition, code),
      date,
      accessToken,
    );
  }
  const answer = await referenceSearch(
    serviceUrl,
    definition.name,
    {
      max: 1,
      restrictions: [{ field: 'code', operator: 'EQUALS', value: code }],
      selectFields: ['*'],
      meta: { validityDate: date },
    },
    accessToken,
  );
  const record = answer.resultList[0];
  if (!record) throw new ApiError(404, 'RECORD_NOT_FOUND');
  return record;
}

/** A lookup's record without its sub-entities' lists. */
export function lookedUpRecord(answer: ReferenceLookupAnswer): ReferenceRecord {
  return Object.fromEntries(
    Object.entries(answer).filter((entry): entry is [string, string | null] => !Array.isArray(entry[1])),
  );
}

/** The record a panel shows, loaded as the panel opens. */
export function useCodificationRecord(definition: EntityDefinition, code: string, date: string) {
  const { accessToken } = useAuth();
  const serviceUrl = usePortalConfig().services.referenceData;
  return useQuery({
    queryKey: ['codification-record', definition.name, code, date],
    queryFn: () => codificationRecord(serviceUrl as string, definition, code, date, accessToken),
    enabled: serviceUrl !== undefined && accessToken !== null,
    retry: false,
  });
}
