import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { languageOfPath } from '../../../shared/i18n/languagePath';

/** A page that explains why the page asked for is not shown, with the way back home. */
export function StatusPage({
  title,
  text,
  code,
  detail,
}: {
  title: string;
  text: string;
  code?: number;
  /** What exactly failed, in a smaller type under the explanation. */
  detail?: string;
}) {
  const { t } = useTranslation();
  const language = languageOfPath(useLocation().pathname);
  return (
    <Stack gap="md" maw={720} py="xl">
      <title>{title}</title>
      {code !== undefined && (
        <Text fz={48} fw={700} c="portal.8" aria-hidden="true">
          <span className="code-text">{code}</span>
        </Text>
      )}
      <Title order={1}>{title}</Title>
      <Text size="lg">{text}</Text>
      {detail && (
        <Text size="sm" c="dimmed">
          {detail}
        </Text>
      )}
      <Anchor component={Link} reloadDocument to={paths.home.build(language)} fw={600} c="portal.8">
        {t('errors.backHome')}
      </Anchor>
    </Stack>
  );
}
