import type { TFunction } from 'i18next';
import { ApiError } from '../api/apiFetch';
import { apiRefusalOf } from '../api/apiRefusals';
import { apiRefusalNoticeText } from '../messages/apiRefusalNotice';

/** The translated problem of each field an API error names; other errors under `form`. */
export function fieldErrorsOf(t: TFunction, error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  // Too many requests, or a session ended: said for the whole form, whatever field the problem names.
  const refusal = apiRefusalOf(error);
  if (refusal) return { form: apiRefusalNoticeText(t, refusal) };
  if (error.problems.length === 0) {
    if (error.status === 0) return { form: t('messages.serviceUnreachable') };
    // An answer of another shape than the API declares (a server of another version): said as such.
    if (error.code === 'UNEXPECTED_ANSWER') return { form: t('problems.UNEXPECTED_ANSWER') };
    return { form: t('messages.somethingWentWrong') };
  }
  return Object.fromEntries(
    error.problems.map((problem) => [
      problem.path,
      t(`problems.${problem.code}`, { ...problem.params, defaultValue: t('problems.other') }),
    ]),
  );
}
