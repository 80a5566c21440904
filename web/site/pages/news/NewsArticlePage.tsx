import type { ContentView } from '@tsw/domain';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths';
import { LANGUAGES, type Language } from '../../../shared/i18n/languages';
import { ContentBody } from '../../content/ContentBody';
import { FallbackNotice } from '../../content/ContentNotices';
import { NewsDateLine } from './NewsDateLine';
import type { NewsArticleData } from './newsPageData';

/** The SROs and downloads a news item mentions, each a link to its file. */
function NewsMentions({ mentions }: { mentions: readonly ContentView[] }) {
  const { t } = useTranslation();
  if (mentions.length === 0) return null;
  return (
    <section aria-labelledby="news-mentions">
      <h2 id="news-mentions" className="site-h4">
        {t('site.news.mentions')}
      </h2>
      <ul className="site-plain-list">
        {mentions.map((mention) => (
          <li key={mention.id} lang={mention.language} dir={LANGUAGES[mention.language].direction}>
            <a href={mention.file?.url}>
              {mention.number ? `${mention.number}: ${mention.title}` : mention.title}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One news item (the news detail page): its date, title and body, and the items before and after it. */
export function NewsArticlePage({ data, language }: { data: NewsArticleData; language: Language }) {
  const { t } = useTranslation();
  const { article, older, newer } = data;
  const direction = LANGUAGES[article.language].direction;
  return (
    <article className="site-narrow site-stack">
      <a href={paths.news.build(language)} className="site-back">
        {t('site.news.backToList')}
      </a>
      <NewsDateLine item={article} language={language} />
      <h1 lang={article.language} dir={direction}>
        {article.title}
      </h1>
      {article.fallback && <FallbackNotice pageLanguage={language} />}
      {article.summary && (
        <p className="site-lead" lang={article.language} dir={direction}>
          {article.summary}
        </p>
      )}
      <ContentBody view={article} />
      <NewsMentions mentions={data.mentions} />
      {(older ?? newer) && (
        <nav aria-label={t('site.news.moreNews')} className="news-neighbours">
          {newer && (
            <a href={paths.newsArticle.build(language, newer.slug)} rel="next">
              {t('site.news.newerItem', { title: newer.title })}
            </a>
          )}
          {older && (
            <a href={paths.newsArticle.build(language, older.slug)} rel="prev" className="news-older">
              {t('site.news.olderItem', { title: older.title })}
            </a>
          )}
        </nav>
      )}
    </article>
  );
}
