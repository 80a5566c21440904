import type { ReactNode } from 'react';
import { paths } from '../../../shared/config/paths';
import { LANGUAGES, type Language } from '../../../shared/i18n/languages';
import { InEnglishOnly } from '../../content/ContentNotices';
import { NewsDateLine } from './NewsDateLine';
import type { NewsSummary } from './newsPageData';

/**
 * One news item in a list (the news, the home page, a search's results): its date, its title linking to
 * it, and its summary or, in search results, the text around the words found.
 */
export function NewsSummaryItem({
  item,
  language,
  headingLevel = 2,
  title = item.title,
  text = item.summary,
}: {
  item: NewsSummary;
  language: Language;
  headingLevel?: 2 | 3;
  /** The title as shown (search results mark the words found). */
  title?: ReactNode;
  text?: ReactNode;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const direction = LANGUAGES[item.language].direction;
  return (
    <article className="news-item">
      <NewsDateLine item={item} language={language} />
      <Heading className="news-item-title" lang={item.language} dir={direction}>
        <a href={paths.newsArticle.build(language, item.slug)}>{title}</a>
      </Heading>
      {text && (
        <p className="news-item-text" lang={item.language} dir={direction}>
          {text}
        </p>
      )}
      {item.fallback && <InEnglishOnly />}
    </article>
  );
}
