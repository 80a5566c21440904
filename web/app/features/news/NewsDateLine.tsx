import { Group, Text } from '@mantine/core';
import { formatDate } from '@tsw/domain';
import { SampleBadge } from '../../content/ContentNotices';
import type { Language } from '../../i18n/languages';
import type { NewsSummary } from './newsPageData';

/** A news item's date, and whether it is sample content, above its title. */
export function NewsDateLine({ item, language }: { item: NewsSummary; language: Language }) {
  return (
    <Group gap="sm">
      {item.date && (
        <Text size="sm" c="dark.6" component="time" dateTime={item.date}>
          {formatDate(item.date, language)}
        </Text>
      )}
      {item.sample && <SampleBadge />}
    </Group>
  );
}
