import { useMutation, useQuery } from '@tanstack/react-query';
import { SERVER_PATHS, TRADERS_GUIDE_ANSWER, TRADERS_GUIDE_CONFIG_ANSWER, type Language } from '@tsw/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApiError, apiFetch } from '../../api/apiFetch';
import { usePortalConfig } from '../../api/usePortalConfig';
import { usePortalToday } from '../../api/usePortalToday';
import { useAuth } from '../../auth/authContext';
import { fieldErrorsOf } from '../../forms/fieldErrors';
import { showErrorToast } from '../../messages/errorToast';
import {
  tradersGuideChecklist,
  tradersGuideFieldErrors,
  type AnsweredRequest,
  type ChecklistDocument,
  type ChecklistFieldError,
} from './tradersGuideChecklist';
import { tradersGuideRequests, type TradersGuideForm } from './tradersGuideForm';
import { tradersGuideProblemText } from './tradersGuideProblems';

/** A guide as answered: its checklist, the problems found, and what it was asked for. */
export interface TradersGuideOutcome {
  readonly checklist: readonly ChecklistDocument[];
  readonly fieldErrors: readonly ChecklistFieldError[];
  readonly validityDate: string;
  readonly language: Language;
  /** The regime and general procedures asked, as shown: IM-4, IM-7. */
  readonly declarations: readonly string[];
  /** Each consignment asked for, numbered as on the form. */
  readonly consignments: readonly { number: number; commodityCode: string }[];
}

/** The consignment fields the service takes beyond the codes, and its default regime and rule types. */
export function useTradersGuideConfig() {
  const { accessToken } = useAuth();
  return useQuery({
    queryKey: ['traders-guide-config'],
    queryFn: () => apiFetch(SERVER_PATHS.tradersGuideConfig, TRADERS_GUIDE_CONFIG_ANSWER, { accessToken }),
    staleTime: Infinity,
  });
}

/**
 * Asks the guide for a form: one request per general procedure, at the service's address in the portal's
 * configuration (TRADERS_GUIDE_URL), merged into one checklist. A failure is kept (and shown by the page)
 * and said in the error toast; the previous checklist goes, since it no longer answers the form.
 */
export function useTradersGuide(language: Language) {
  const { t } = useTranslation();
  const { accessToken } = useAuth();
  const serviceUrl = usePortalConfig().services.tradersGuide;
  const today = usePortalToday();
  const config = useTradersGuideConfig();
  const mutation = useMutation({
    mutationFn: async (form: TradersGuideForm): Promise<TradersGuideOutcome> => {
      if (!serviceUrl) throw new ApiError(0, 'SERVICE_UNREACHABLE');
      const requests = tradersGuideRequests(form, { config: config.data, language, today });
      const answered: AnsweredRequest[] = await Promise.all(
        requests.map(async (request) => ({
          consignmentIds: request.consignmentIds,
          answer: await apiFetch(serviceUrl, TRADERS_GUIDE_ANSWER, {
            method: 'POST',
            body: request.body,
            accessToken,
          }),
        })),
      );
      const numberOf = (id: number) =>
        form.consignments.findIndex((consignment) => consignment.id === id) + 1;
      return {
        checklist: tradersGuideChecklist(answered, numberOf),
        fieldErrors: tradersGuideFieldErrors(answered),
        validityDate: answered[0]?.answer.data.validityDate ?? today,
        language,
        declarations: requests.map((request) =>
          [form.regime, request.generalProcedureCode].filter(Boolean).join('-'),
        ),
        consignments: form.consignments.map((consignment, index) => ({
          number: index + 1,
          commodityCode: consignment.commodity?.value ?? '',
        })),
      };
    },
    onError: (error) => showErrorToast(t, { description: tradersGuideFailure(t, error) }),
  });
  return {
    ask: (form: TradersGuideForm) => mutation.mutate(form),
    /** Forgets the last answer and failure: the form they answered is gone. */
    clear: () => mutation.reset(),
    outcome: mutation.data,
    /** The last failure, kept until the next guide is asked for (§8). */
    failure: mutation.error ? tradersGuideFailure(t, mutation.error) : undefined,
    pending: mutation.isPending,
    config,
  };
}

/** What a failed guide says: the service's problems (translated by code), or why it could not answer. */
function tradersGuideFailure(t: TFunction, error: unknown): string {
  if (error instanceof ApiError && error.problems.length > 0) {
    return error.problems
      .map((problem) => tradersGuideProblemText(t, { ...problem, field: problem.path }))
      .join(' ');
  }
  return fieldErrorsOf(t, error).form ?? t('messages.somethingWentWrong');
}
