import { formatDate, isNewsCategory } from '@tsw/domain';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../shared/i18n/languages';
import { SampleBadge } from '../../content/ContentNotices';
import type { NewsSummary } from './newsPageData';

/** A news item's date, its category, and whether it is sample content, above its title. */
export function NewsDateLine({ item, language }: { item: NewsSummary; language: Language }) {
  const { t } = useTranslation();
  return (
    <p className="news-date-line">
      {item.date && <time dateTime={item.date}>{formatDate(item.date, language)}</time>}
      {isNewsCategory(item.category) && (
        <span className="site-badge">{t(`newsCategory.${item.category}`)}</span>
      )}
      {item.sample && <SampleBadge />}
    </p>
  );
}
