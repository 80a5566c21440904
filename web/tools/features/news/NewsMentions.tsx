import { Anchor, Stack, Title } from '@mantine/core';
import type { ContentView } from '@tsw/domain';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../../shared/i18n/languages';

/** The SROs and downloads a news item mentions, each a link to its file: plain links, read without script. */
export function NewsMentions({ mentions }: { mentions: readonly ContentView[] }) {
  const { t } = useTranslation();
  if (mentions.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="news-mentions">
      <Title order={2} size="h4" id="news-mentions">
        {t('site.news.mentions')}
      </Title>
      <Stack component="ul" gap={4} className="plain-list">
        {mentions.map((mention) => (
          <li key={mention.id} lang={mention.language} dir={LANGUAGES[mention.language].direction}>
            <Anchor href={mention.file?.url} c="portal.9" underline="always">
              {mention.number ? `${mention.number}: ${mention.title}` : mention.title}
            </Anchor>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
