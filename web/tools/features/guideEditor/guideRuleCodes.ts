import { useQuery } from '@tanstack/react-query';
import { GUIDE_ORIGIN_GROUPS, type Language } from '@tsw/domain';
import { usePortalConfig } from '../../api/usePortalConfig';
import { useAuth } from '../../auth/authContext';
import { referenceSuggestions } from '../../forms/referenceSuggest';
import type { SuggestOption } from '../../forms/SuggestSelect';
import { useReferenceChoices } from '../../forms/referenceChoices';

const codeOf = (record: { code?: string | null }) => record.code ?? '';

/**
 * The codes a rule's lists offer as they are typed: the origin groups and the countries, the general
 * procedures of the models of declaration, the CPC4 and the CPC3 codes of the reference data. Any code may
 * still be typed; the server names those it does not know.
 */
export function useGuideRuleCodes(language: Language) {
  const countries = useReferenceChoices('country', language, [], codeOf);
  const models = useReferenceChoices(
    'modelOfDeclaration',
    language,
    [],
    (record) => record.generalProcedureCode ?? '',
  );
  const extended = useReferenceChoices('extendedProcedure', language, [], codeOf);
  const national = useReferenceChoices('additionalProcedure', language, [], codeOf);
  const values = (options: readonly { value: string }[] | undefined) => [
    ...new Set((options ?? []).map((option) => option.value).filter(Boolean)),
  ];
  return {
    origins: [...Object.keys(GUIDE_ORIGIN_GROUPS), ...values(countries.data)],
    generalProcedures: values(models.data).sort(),
    extendedProcedures: values(extended.data),
    nationalProcedures: values(national.data),
  };
}

/** A stored rule's document as its field shows it, "FQIP — Fish quarantine import permit", once found. */
export function useGuideDocumentOption(code: string | undefined, language: Language) {
  const { accessToken } = useAuth();
  const serviceUrl = usePortalConfig().services.referenceData;
  return useQuery({
    queryKey: ['guide-document-option', code, language],
    queryFn: async (): Promise<SuggestOption | null> => {
      const found = await referenceSuggestions(
        serviceUrl as string,
        'attachedDocument',
        language,
        code as string,
        accessToken,
        (record) => record.code === code,
      );
      return found[0] ?? null;
    },
    enabled: code !== undefined && serviceUrl !== undefined && accessToken !== null,
    staleTime: Infinity,
  });
}
