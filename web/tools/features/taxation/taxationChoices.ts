import { useQuery } from '@tanstack/react-query';
import type { IsoDate } from '@tsw/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { customsRateOn } from '../../api/customsRateOn';
import { usePortalConfig } from '../../api/usePortalConfig';
import { useAuth } from '../../auth/authContext';
import { useReferenceChoices } from '../../forms/referenceChoices';
import type { SuggestOption } from '../../forms/SuggestSelect';
import type { Language } from '../../../shared/i18n/languages';
import { showErrorToast } from '../../messages/errorToast';

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

/**
 * The model of declaration a simulation starts with: IM-4, or else the first import model. Until the list
 * has come, IM-4 all the same: a form sent before would otherwise carry no model, and the calculator, which
 * shows no model field, would show the service's refusal of an empty one beside another field.
 */
export function usualDeclaration(models: readonly SuggestOption[] | undefined): string | null {
  if (!models) return USUAL_DECLARATION;
  return (models.find((model) => model.value === USUAL_DECLARATION) ?? models[0])?.value ?? null;
}

/** Says once, in the error toast, that a list the form offers (models, procedures, currencies) failed. */
export function useTaxationListsFailure(failed: boolean) {
  const { t } = useTranslation();
  useEffect(() => {
    if (failed) showErrorToast(t, { description: t('taxation.form.listsFailed') });
  }, [failed, t]);
}
