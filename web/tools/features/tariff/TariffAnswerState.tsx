import { Alert, Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/apiFetch';

/**
 * What a page of the tariff shows until its answer is there: loading, `missing` when the API says the part
 * does not exist (404), or that something went wrong.
 */
export function TariffAnswerState({
  answer,
  missing,
}: {
  answer: UseQueryResult;
  missing: { readonly title?: string; readonly text: string };
}) {
  const { t } = useTranslation();
  if (answer.isPending) return <Loader aria-label={t('messages.loading')} />;
  if (answer.error instanceof ApiError && answer.error.status === 404) {
    return (
      <Alert color="yellow" role="status" title={missing.title}>
        {missing.text}
      </Alert>
    );
  }
  if (answer.isError) return <Alert color="red">{t('messages.somethingWentWrong')}</Alert>;
  return null;
}
