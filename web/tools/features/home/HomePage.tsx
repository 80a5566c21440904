import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDate, type ContentView } from '@tsw/domain';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDataSets } from '../../api/useDataSets';
import { paths } from '../../../shared/config/paths';
import { LANGUAGES, type Language } from '../../../shared/i18n/languages';
import { ContentBody } from '../../content/ContentBody';
import { showErrorToast } from '../../messages/errorToast';
import { usePortalConfig } from '../../api/usePortalConfig';
import { SitePageDescription } from '../../site/PageDescription';

/** The editors' blocks (home-page content): a title, a short text and, where given, where to go next. */
function HomeBlocks({ blocks, language }: { blocks: readonly ContentView[]; language: Language }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: Math.min(blocks.length, 3) }} spacing="md">
      {blocks.map((block) => (
        <Card key={block.id} withBorder radius="md" padding="lg" component="section" bg="portal.0">
          <Title order={2} size="h4" mb="xs" lang={block.language} dir={LANGUAGES[block.language].direction}>
            {block.title}
          </Title>
          <ContentBody view={block} />
          {block.link !== undefined && (
            <Anchor
              component={Link}
              to={paths.inLanguage(language, block.link)}
              fw={600}
              c="portal.9"
              mt="sm"
            >
              {t('home.blockLink', { title: block.title })}
            </Anchor>
          )}
        </Card>
      ))}
    </SimpleGrid>
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
  const dataSet = (entity: string) => data.dataSets.find((candidate) => candidate.entity === entity);
  const tariff = dataSet('commodity');
  const rates = dataSet('exchangeRate');
  const realTables = data.dataSets.filter((candidate) => !candidate.sample).length;
  return (
    <Stack gap="xs">
      <Text>{t('home.tablesLoaded', { count: data.dataSets.length })}</Text>
      {tariff && (
        <Text>
          {t('home.tariffInForce', { date: formatDate(tariff.validFrom, language) })}{' '}
          <DataKind sample={tariff.sample} />{' '}
          <Text span size="sm" lang="en" dir="ltr">
            {tariff.source}
          </Text>
        </Text>
      )}
      {rates && (
        <Text>
          {t('home.ratesInForce', { date: formatDate(rates.validFrom, language) })}{' '}
          <DataKind sample={rates.sample} />
        </Text>
      )}
      <Text>{t('home.realTables', { number: realTables })}</Text>
      <Text>{t('home.sampleTables', { number: data.dataSets.length - realTables })}</Text>
    </Stack>
  );
}

/** Says plainly whether a data set is a real publication or the sample we wrote. */
function DataKind({ sample }: { sample: boolean }) {
  const { t } = useTranslation();
  return (
    <Text span fw={700}>
      ({sample ? t('home.sampleDataSet') : t('home.realDataSet')})
    </Text>
  );
}

/** The home page: what the portal is, editors' blocks, the newest news, the tools, the latest information. */
export function HomePage({
  language,
  blocks,
  news,
  tools,
}: {
  language: Language;
  blocks: readonly ContentView[];
  /** The newest news items. */
  news: ReactNode;
  /** The tools' cards. */
  tools: ReactNode;
}) {
  const { t } = useTranslation();
  const { country } = usePortalConfig();
  const countryName = t(`country.${country}`);
  return (
    <Stack gap="xl">
      <title>{t('portal.name', { country: countryName })}</title>
      <SitePageDescription page="home" />
      <Stack gap="sm" maw={820}>
        <Title order={1}>{t('home.title', { country: countryName })}</Title>
        <Text size="lg">{t('home.intro')}</Text>
      </Stack>
      {blocks.length > 0 && <HomeBlocks blocks={blocks} language={language} />}
      <section aria-labelledby="news-heading">
        <Group justify="space-between" align="baseline" mb="xs">
          <Title order={2} id="news-heading">
            {t('home.newsHeading')}
          </Title>
          <Anchor component={Link} to={paths.news.build(language)} c="portal.9" fw={600}>
            {t('home.allNews')}
          </Anchor>
        </Group>
        {news}
      </section>
      <section aria-labelledby="tools-heading">
        <Title order={2} id="tools-heading" mb="md">
          {t('home.toolsHeading')}
        </Title>
        {tools}
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
