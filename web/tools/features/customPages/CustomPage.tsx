import { Group, Stack, Title } from '@mantine/core';
import type { ContentView } from '@tsw/domain';
import { ContentBody } from '../../content/ContentBody';
import { FallbackNotice, SampleBadge } from '../../content/ContentNotices';
import { LANGUAGES, type Language } from '../../../shared/i18n/languages';
import { contentDescriptionOf } from '@tsw/domain';
import { PageDescription } from '../../site/PageDescription';

/** A page the editors write (the custom page template). */
export function CustomPage({ page, language }: { page: ContentView; language: Language }) {
  return (
    <Stack gap="md" maw={860} component="article">
      <title>{page.title}</title>
      <PageDescription text={contentDescriptionOf(page)} />
      <Group gap="sm" align="center">
        <Title order={1} lang={page.language} dir={LANGUAGES[page.language].direction}>
          {page.title}
        </Title>
        {page.sample && <SampleBadge />}
      </Group>
      {page.fallback && <FallbackNotice pageLanguage={language} />}
      <ContentBody view={page} />
    </Stack>
  );
}
