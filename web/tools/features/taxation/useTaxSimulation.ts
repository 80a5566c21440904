import { useMutation } from '@tanstack/react-query';
import {
  TAXATION_ANSWER,
  taxationRequestFromBody,
  type RequestProblem,
  type TaxationAnswer,
  type TaxationBody,
} from '@tsw/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, apiFetch } from '../../api/apiFetch';
import { usePortalConfig } from '../../api/usePortalConfig';
import { usePortalToday } from '../../api/usePortalToday';
import { useAuth } from '../../auth/authContext';
import { fieldErrorsOf } from '../../forms/fieldErrors';
import type { Language } from '../../../shared/i18n/languages';
import { showErrorToast } from '../../messages/errorToast';
import {
  NO_TAXATION_PROBLEMS,
  taxationFieldProblems,
  type TaxationFieldProblems,
} from './taxationFieldProblems';
import { taxationBodyFromForm, type TaxationForm } from './taxationForm';

/** A simulation as sent: the body, which form item each of its items was, and the answer's language. */
interface SentSimulation {
  readonly body: TaxationBody;
  readonly itemIds: readonly number[];
  readonly language: Language;
}

export interface TaxSimulationState {
  simulate(form: TaxationForm): void;
  /** The last simulation's answer, in the page's language; none after a failure. */
  readonly answer: TaxationAnswer | undefined;
  /** The model of declaration the answer is for, as shown: IM-4. */
  readonly declaration: string;
  readonly pending: boolean;
  readonly problems: TaxationFieldProblems;
}

/**
 * Runs a simulation on the taxation service, in the page's language. The form is first read with the
 * domain's own checks (the service's), so that a field typed wrong is named at once without a call; the
 * service's answer then names the codes its data does not know. A failure clears the result: field
 * problems are shown by their fields, any other failure in the error toast.
 */
export function useTaxSimulation(language: Language): TaxSimulationState {
  const { t } = useTranslation();
  const { accessToken } = useAuth();
  const serviceUrl = usePortalConfig().services.taxation;
  const today = usePortalToday();
  const [refused, setRefused] = useState<{ problems: RequestProblem[]; itemIds: number[] } | null>(null);
  const mutation = useMutation({
    mutationFn: (sent: SentSimulation) => {
      if (!serviceUrl) throw new ApiError(0, 'SERVICE_UNREACHABLE');
      return apiFetch(`${serviceUrl}?${new URLSearchParams({ lang: sent.language })}`, TAXATION_ANSWER, {
        method: 'POST',
        body: sent.body,
        accessToken,
      });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.problems.length > 0) return;
      showErrorToast(t, { description: fieldErrorsOf(t, error).form ?? t('messages.somethingWentWrong') });
    },
  });

  const simulate = (form: TaxationForm) => {
    const body = taxationBodyFromForm(form, today);
    const itemIds = form.items.map((item) => item.id);
    const reading = taxationRequestFromBody(body, today);
    if (!reading.ok) {
      mutation.reset();
      setRefused({ problems: [...reading.problems], itemIds });
      return;
    }
    setRefused(null);
    mutation.mutate({ body, itemIds, language });
  };

  const failed = mutation.error instanceof ApiError && mutation.error.problems.length > 0;
  const problems = refused
    ? taxationFieldProblems(
        fieldErrorsOf(t, new ApiError(400, 'TAXATION_INVALID', refused.problems)),
        refused.itemIds,
      )
    : failed && mutation.variables
      ? taxationFieldProblems(fieldErrorsOf(t, mutation.error), mutation.variables.itemIds)
      : NO_TAXATION_PROBLEMS;
  // Tax names and descriptions come in the language asked: another language's answer is not shown.
  const answer = mutation.variables?.language === language ? mutation.data : undefined;
  const sentDocument = mutation.variables?.body.document;
  const declaration = [sentDocument?.typeOfDeclaration, sentDocument?.generalProcedureCode]
    .filter(Boolean)
    .join('-');
  return { simulate, answer, declaration, pending: mutation.isPending, problems };
}
