import { Alert, Button, Group, Select, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONTENT_LIMITS, type HelpDeskQuestion } from '@tsw/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth/authContext';
import { fieldErrorsOf } from '../../forms/fieldErrors';
import type { Language } from '../../../shared/i18n/languages';
import {
  helpDeskArticleFromAnswer,
  helpDeskQueueKey,
  useContentService,
  useHelpDeskCatalog,
} from './helpDeskApi';

/**
 * Makes a draft help-desk article of an answered question: its address name, category and title; the
 * answer is its English body. Content editors translate and publish it.
 */
export function HelpDeskArticleForm({
  question,
  language,
}: {
  question: HelpDeskQuestion;
  language: Language;
}) {
  const { t } = useTranslation();
  const { accessToken } = useAuth();
  const serviceUrl = useContentService();
  const queryClient = useQueryClient();
  const categories = useHelpDeskCatalog(language).data?.categories ?? [];
  const [fields, setFields] = useState({ slug: '', category: '', title: '' });
  const make = useMutation({
    mutationFn: () => helpDeskArticleFromAnswer(serviceUrl as string, question.id, fields, accessToken),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: helpDeskQueueKey }),
  });
  const errors = fieldErrorsOf(t, make.error);
  const prefix = `article-${question.id}`;
  return (
    <form
      aria-label={t('helpDesk.queue.makeArticle')}
      onSubmit={(event) => {
        event.preventDefault();
        make.mutate();
      }}
      noValidate
    >
      {errors.form && <Alert color="red">{errors.form}</Alert>}
      <Group align="flex-start" wrap="wrap" gap="sm">
        <TextInput
          id={`${prefix}-title`}
          label={t('helpDesk.queue.articleTitle')}
          value={fields.title}
          maxLength={CONTENT_LIMITS.titleMaxLength}
          onChange={(event) => setFields({ ...fields, title: event.currentTarget.value })}
          error={errors['translations.en.title']}
          w={280}
        />
        <TextInput
          id={`${prefix}-slug`}
          label={t('helpDesk.queue.articleSlug')}
          value={fields.slug}
          maxLength={CONTENT_LIMITS.slugMaxLength}
          onChange={(event) => setFields({ ...fields, slug: event.currentTarget.value })}
          error={errors.slug}
          w={220}
        />
        <Select
          id={`${prefix}-category`}
          label={t('helpDesk.queue.articleCategory')}
          data={categories.map((category) => ({ value: category.slug, label: category.title }))}
          value={fields.category || null}
          onChange={(value) => setFields({ ...fields, category: value ?? '' })}
          error={errors.category}
          w={220}
        />
        <Button type="submit" variant="light" loading={make.isPending} mt={24}>
          {t('helpDesk.queue.makeArticle')}
        </Button>
      </Group>
    </form>
  );
}
