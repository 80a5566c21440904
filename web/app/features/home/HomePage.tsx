import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '@tsw/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDataSets } from '../../api/useDataSets';
import { paths } from '../../config/paths';
import { TOOLS } from '../../config/tools';
import type { Language } from '../../i18n/languages';
import { showErrorToast } from '../../messages/errorToast';
import { usePortalConfig } from '../../api/usePortalConfig';

function ArrowIcon() {
  return (
    <svg className="mirror-in-rtl" width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
      <path d="M3 8h9M8 4l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/** What the reference data says today: tables published, tariff and exchange-rate periods in force. */
function LatestInformation({ language }: { language: Language }) {
  const { t } = useTranslation();
  const { data, isError } = useDataSets();
  useEffect(() => {
    if (isError) showErrorToast(t, { description: t('home.latestUnavailable') });
  }, [isError, t]);
  if (isError) return <Text c="red.9">{t('home.latestUnavailable')}</Text>;
  if (!data) return <Text c="dark.6">{t('messages.loading')}</Text>;
  const since = (entity: string) => data.dataSets.find((dataSet) => dataSet.entity === entity)?.validFrom;
  const tariff = since('commodity');
  const rates = since('exchangeRate');
  return (
    <Stack gap="xs">
      <Text>{t('home.tablesLoaded', { count: data.dataSets.length })}</Text>
      {tariff && <Text>{t('home.tariffInForce', { date: formatDate(tariff, language) })}</Text>}
      {rates && <Text>{t('home.ratesInForce', { date: formatDate(rates, language) })}</Text>}
    </Stack>
  );
}

/** The home page (§1): what the portal is, its tools, and the latest information. */
export function HomePage({ language }: { language: Language }) {
  const { t } = useTranslation();
  const { country } = usePortalConfig();
  const countryName = t(`country.${country}`);
  return (
    <Stack gap="xl">
      <title>{t('portal.name', { country: countryName })}</title>
      <Stack gap="sm" maw={820}>
        <Title order={1}>{t('home.title', { country: countryName })}</Title>
        <Text size="lg">{t('home.intro')}</Text>
      </Stack>
      <section aria-labelledby="tools-heading">
        <Title order={2} id="tools-heading" mb="md">
          {t('home.toolsHeading')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {TOOLS.map((tool) => {
            const title = t(`tools.${tool.key}.title`);
            return (
              <Card key={tool.slug} withBorder radius="md" padding="lg" component="article">
                <Title order={3} size="h4" mb="xs">
                  {title}
                </Title>
                <Text size="sm" c="dark.7" mb="md" style={{ flexGrow: 1 }}>
                  {t(`tools.${tool.key}.description`)}
                </Text>
                <Anchor
                  component={Link}
                  to={paths.tool.build(language, tool.slug)}
                  fw={600}
                  c="portal.8"
                  aria-label={t('home.openTool', { tool: title })}
                >
                  <Group gap={6} wrap="nowrap">
                    <span>{t('home.openTool', { tool: title })}</span>
                    <ArrowIcon />
                  </Group>
                </Anchor>
              </Card>
            );
          })}
        </SimpleGrid>
      </section>
      <section aria-labelledby="latest-heading">
        <Title order={2} id="latest-heading" mb="md">
          {t('home.latestHeading')}
        </Title>
        <LatestInformation language={language} />
      </section>
    </Stack>
  );
}
