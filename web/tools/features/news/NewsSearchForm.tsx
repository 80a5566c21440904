import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { CONTENT_LIMITS, type NewsCategory } from '@tsw/domain';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { newsCategoryOptions } from '../../content/newsCategoryOptions';
import { paths } from '../../../shared/config/paths';
import type { Language } from '../../../shared/i18n/languages';

/**
 * The public news search box and its category: a plain GET form to the results page, which the server draws, so that it
 * searches without script too; with script, React Router moves to the results without a reload.
 */
export function NewsSearchForm({
  language,
  query = '',
  category = null,
}: {
  language: Language;
  query?: string;
  category?: NewsCategory | null;
}) {
  const { t } = useTranslation();
  return (
    <Form method="get" action={paths.newsSearch.build(language)} role="search">
      <Group align="flex-end" gap="sm">
        <TextInput
          // A new query (a move back, a language change) draws the box anew with its words.
          key={query}
          label={t('newsTool.searchLabel')}
          description={t('newsTool.searchHint')}
          name="q"
          type="search"
          defaultValue={query}
          maxLength={CONTENT_LIMITS.searchTextMaxLength}
          w={400}
          maw="100%"
        />
        <NativeSelect
          key={category ?? ''}
          label={t('newsCategory.label')}
          name="category"
          defaultValue={category ?? ''}
          data={[{ value: '', label: t('newsCategory.all') }, ...newsCategoryOptions(t)]}
          w={220}
        />
        <Button type="submit">{t('site.news.search.submit')}</Button>
      </Group>
    </Form>
  );
}
