import { Badge, Group, Text } from '@mantine/core';
import { formatDate, isNewsCategory } from '@tsw/domain';
import { useTranslation } from 'react-i18next';
import { SampleBadge } from '../../content/ContentNotices';
import type { Language } from '../../../shared/i18n/languages';
import type { NewsSummary } from './newsSummary';

/** A news item's date, its category, and whether it is sample content, above its title. */
export function NewsDateLine({ item, language }: { item: NewsSummary; language: Language }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm">
      {item.date && (
        <Text size="sm" c="dark.6" component="time" dateTime={item.date}>
          {formatDate(item.date, language)}
        </Text>
      )}
      {isNewsCategory(item.category) && (
        <Badge variant="outline" color="portal.9" size="sm" radius="sm">
          {t(`newsCategory.${item.category}`)}
        </Badge>
      )}
      {item.sample && <SampleBadge />}
    </Group>
  );
}
