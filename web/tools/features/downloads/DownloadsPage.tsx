import { Anchor, Group, Stack, Table, Text, Title } from '@mantine/core';
import { formatDate } from '@tsw/domain';
import { useTranslation } from 'react-i18next';
import { someInEnglishOnly, type ContentGroup } from '../../content/contentGroups';
import { FallbackNotice, SampleBadge } from '../../content/ContentNotices';
import { formatFileSize } from '../../content/fileSize';
import { LANGUAGES, type Language } from '../../../shared/i18n/languages';
import { SitePageDescription } from '../../site/PageDescription';

/** "PDF", "XLSX": the kind of file, from its name. */
function fileKind(fileName: string): string {
  return fileName.split('.').at(-1)?.toUpperCase() ?? '';
}

/** The downloads: files by category, each with its date, type and size. */
export function DownloadsPage({ groups, language }: { groups: readonly ContentGroup[]; language: Language }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xl">
      <title>{t('site.downloads.title')}</title>
      <SitePageDescription page="downloads" />
      <Title order={1}>{t('site.downloads.title')}</Title>
      {someInEnglishOnly(groups) && <FallbackNotice pageLanguage={language} />}
      {groups.length === 0 && <Text>{t('site.downloads.none')}</Text>}
      {groups.map(({ category, items }) => (
        <section key={category.id} aria-labelledby={`downloads-${category.slug}`}>
          <Title
            order={2}
            size="h3"
            id={`downloads-${category.slug}`}
            mb="sm"
            lang={category.language}
            dir={LANGUAGES[category.language].direction}
          >
            {category.title}
          </Title>
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('site.downloads.document')}</Table.Th>
                  <Table.Th>{t('site.downloads.date')}</Table.Th>
                  <Table.Th>{t('site.downloads.file')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item) => (
                  <Table.Tr key={item.id}>
                    <Table.Td>
                      <Stack gap={2}>
                        <Group gap="xs">
                          <Text fw={600} lang={item.language} dir={LANGUAGES[item.language].direction}>
                            {item.title}
                          </Text>
                          {item.sample && <SampleBadge />}
                        </Group>
                        {item.summary && (
                          <Text
                            size="sm"
                            c="dark.6"
                            lang={item.language}
                            dir={LANGUAGES[item.language].direction}
                          >
                            {item.summary}
                          </Text>
                        )}
                      </Stack>
                    </Table.Td>
                    <Table.Td>
                      {item.date && (
                        <Text size="sm" component="time" dateTime={item.date}>
                          {formatDate(item.date, language)}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {item.file && (
                        <Anchor href={item.file.url} download={item.file.fileName} c="portal.9" fw={600}>
                          {t('site.downloads.downloadFile', {
                            kind: fileKind(item.file.fileName),
                            size: formatFileSize(item.file.byteSize, language),
                          })}
                          <span className="visually-hidden"> {item.title}</span>
                        </Anchor>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </section>
      ))}
    </Stack>
  );
}
