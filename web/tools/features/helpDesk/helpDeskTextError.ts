import { helpDeskTextProblems } from '@tsw/domain';
import type { TFunction } from 'i18next';

/**
 * The translated problem of a question or an answer before it is sent, by the same check and limit as the
 * server's: a pasted text far over the limit is said at once, with the limit and its length.
 */
export function helpDeskTextError(
  t: TFunction,
  path: 'question' | 'answer',
  text: string,
  maxLength: number,
): string | undefined {
  const [problem] = helpDeskTextProblems(path, text, maxLength);
  return problem
    ? t(`problems.${problem.code}`, { ...problem.params, defaultValue: t('problems.other') })
    : undefined;
}
