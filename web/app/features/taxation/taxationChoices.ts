import { useQuery } from '@tanstack/react-query';
import {
  DEFAULT_LIST_PAGE_SIZE,
  dottedTariffCode,
  referenceName,
  referenceNameField,
  SERVER_PATHS,
  suggestMinLengthOf,
  TARIFF_LINE_PAGE,
  TARIFF_SEARCH_ANSWER,
  tariffQueryFromText,
  type IsoDate,
  type ReferenceRecord,
} from '@tsw/domain';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../../api/apiFetch';
import { customsRateOn } from '../../api/customsRateOn';
import { referenceSearch } from '../../api/referenceSearch';
import { usePortalConfig } from '../../api/usePortalConfig';
import { useAuth } from '../../auth/authContext';
import { showErrorToast } from '../../messages/errorToast';
import type { SuggestOption } from '../../forms/SuggestSelect';
import type { Language } from '../../i18n/languages';

/** Letters a country's search needs: its two-letter code, or the start of its name (the catalog's). */
const COUNTRY_SUGGEST_MIN_LENGTH = suggestMinLengthOf('country');

const described = (language: Language, record: ReferenceRecord, code = record.code ?? '') => ({
  value: code,
  label: `${code} — ${referenceName(language, record)}`,
});

/** A tariff line as a choice: "8471.30.00 — Laptops", in Bengali where the line is translated. */
function tariffLineOption(
  line: { code: string; description: string; descriptionTranslated: string | null },
  language: Language,
): SuggestOption {
  const description = (language === 'bn' && line.descriptionTranslated) || line.description;
  return { value: line.code, label: `${dottedTariffCode(line.code)} — ${description}` };
}

/** The tariff lines a text finds, as the tariff search ranks them. */
export async function tariffLineSuggestions(
  text: string,
  date: string,
  language: Language,
  accessToken: string | null,
): Promise<SuggestOption[]> {
  const query = new URLSearchParams({
    q: text,
    ...(date ? { date } : {}),
    page: '1',
    size: String(DEFAULT_LIST_PAGE_SIZE),
  });
  const answer = await apiFetch(`${SERVER_PATHS.tariffSearch}?${query}`, TARIFF_SEARCH_ANSWER, {
    accessToken,
  });
  return answer.lines.map((line) => tariffLineOption(line, language));
}

/** What a tariff line's search still needs, as the tariff search says it (2 digits, or 3 letters). */
export function tariffLineTooShort(t: TFunction, text: string): string | null {
  const reading = tariffQueryFromText(text);
  if (reading.ok) return null;
  const min = reading.problem.params?.min;
  if (reading.problem.code === 'CODE_TOO_SHORT') return t('tariff.validation.codeTooShort', { min });
  if (reading.problem.code === 'KEYWORD_TOO_SHORT') return t('tariff.validation.keywordTooShort', { min });
  return t('tariff.validation.tooLong');
}

/** The countries whose code starts with the text or whose name (English or the page's) holds it. */
export async function countrySuggestions(
  serviceUrl: string,
  language: Language,
  text: string,
  accessToken: string | null,
): Promise<SuggestOption[]> {
  const nameFields = [...new Set(['description', referenceNameField(language)])];
  const answer = await referenceSearch(
    serviceUrl,
    'country',
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
  return answer.resultList.map((record) => described(language, record));
}

export function countryTooShort(t: TFunction, text: string): string | null {
  return text.length < COUNTRY_SUGGEST_MIN_LENGTH
    ? t('suggest.typeAtLeast', { min: COUNTRY_SUGGEST_MIN_LENGTH })
    : null;
}

/** A short list of the reference service, whole, named in the page's language. */
function useReferenceChoices(
  entity: string,
  language: Language,
  restrictions: { field: string; operator: string; value: string }[],
  code: (record: ReferenceRecord) => string,
) {
  const { accessToken } = useAuth();
  const serviceUrl = usePortalConfig().services.referenceData;
  return useQuery({
    queryKey: ['taxation-choices', entity, language],
    queryFn: async () => {
      const answer = await referenceSearch(
        serviceUrl as string,
        entity,
        { max: 1000, restrictions, restrictBy: 'AND' },
        accessToken,
      );
      return answer.resultList.map((record) => described(language, record, code(record)));
    },
    enabled: serviceUrl !== undefined && accessToken !== null,
    staleTime: Infinity,
  });
}

/** The import models of declaration (flow 1), as IM-4: the code and its general procedure. */
export function useImportDeclarationModels(language: Language) {
  return useReferenceChoices(
    'modelOfDeclaration',
    language,
    [{ field: 'flow', operator: 'EQUALS', value: '1' }],
    (record) => [record.code, record.generalProcedureCode].filter(Boolean).join('-'),
  );
}

/** The national procedures (CPC3) an item may be declared under. */
export function useNationalProcedures(language: Language) {
  return useReferenceChoices('additionalProcedure', language, [], (record) => record.code ?? '');
}

/**
 * The customs rate of a currency in force on a date, shown beside the item before it is calculated (the
 * service applies the same); none for the national currency, whose rate is 1.
 */
export function useCustomsRate(code: string | null, date: IsoDate, nationalCurrency: string | undefined) {
  const { accessToken } = useAuth();
  const serviceUrl = usePortalConfig().services.referenceData;
  return useQuery({
    queryKey: ['taxation-customs-rate', code, date],
    queryFn: async () =>
      (await customsRateOn(serviceUrl as string, code as string, date, accessToken)) ?? null,
    enabled: serviceUrl !== undefined && accessToken !== null && code !== null && code !== nationalCurrency,
    staleTime: 5 * 60_000,
  });
}

/** The model most imports are declared under: home consumption, IM-4, when the list has it. */
const USUAL_DECLARATION = 'IM-4';

/** The model of declaration a simulation starts with: IM-4, or else the first import model. */
export function usualDeclaration(models: readonly SuggestOption[] | undefined): string | null {
  return (models?.find((model) => model.value === USUAL_DECLARATION) ?? models?.[0])?.value ?? null;
}

/** A tariff line named by its code (a link's), as the commodity field shows it once chosen. */
export function useTariffLineOption(code: string | null, language: Language) {
  const { accessToken } = useAuth();
  return useQuery({
    queryKey: ['taxation-tariff-line', code, language],
    queryFn: async (): Promise<SuggestOption> => {
      const { line } = await apiFetch(
        `${SERVER_PATHS.tariffLines}/${encodeURIComponent(code as string)}`,
        TARIFF_LINE_PAGE,
        { accessToken },
      );
      return tariffLineOption(line, language);
    },
    enabled: code !== null && /^\d{8}$/.test(code) && accessToken !== null,
    retry: false,
    staleTime: Infinity,
  });
}

/** Says once, in the error toast, that a list the form offers (models, procedures, currencies) failed. */
export function useTaxationListsFailure(failed: boolean) {
  const { t } = useTranslation();
  useEffect(() => {
    if (failed) showErrorToast(t, { description: t('taxation.form.listsFailed') });
  }, [failed, t]);
}
