import { useQuery } from '@tanstack/react-query';
import { referenceName, type ReferenceRecord, type ReferenceSearchBody } from '@tsw/domain';
import { referenceSearch } from '../api/referenceSearch';
import { usePortalConfig } from '../api/usePortalConfig';
import { useAuth } from '../auth/authContext';
import type { Language } from '../../shared/i18n/languages';
import type { SuggestOption } from './SuggestSelect';

/** A reference record as a choice: "CN — China", named in the page's language; `code` when shown otherwise. */
export function referenceOption(
  language: Language,
  record: ReferenceRecord,
  code = record.code ?? '',
): SuggestOption {
  return { value: code, label: `${code} — ${referenceName(language, record)}` };
}

/**
 * A short list of the reference service (models of declaration, national procedures), whole, named in the
 * page's language, asked once per language: forms offer it in a plain select.
 */
export function useReferenceChoices(
  entity: string,
  language: Language,
  restrictions: NonNullable<ReferenceSearchBody['restrictions']>,
  code: (record: ReferenceRecord) => string,
) {
  const { accessToken } = useAuth();
  const serviceUrl = usePortalConfig().services.referenceData;
  return useQuery({
    queryKey: ['reference-choices', entity, JSON.stringify(restrictions), language],
    queryFn: async () => {
      const answer = await referenceSearch(
        serviceUrl as string,
        entity,
        { max: 1000, restrictions, restrictBy: 'AND' },
        accessToken,
      );
      return answer.resultList.map((record) => referenceOption(language, record, code(record)));
    },
    enabled: serviceUrl !== undefined && accessToken !== null,
    staleTime: Infinity,
  });
}
