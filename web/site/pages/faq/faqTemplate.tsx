import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../../shared/i18n/languages';
import { ContentBody } from '../../content/ContentBody';
import { contentGroups, someInEnglishOnly, type ContentGroup } from '../../content/contentGroups';
import { FallbackNotice } from '../../content/ContentNotices';
import { PageIntro } from '../../content/PageIntro';
import { siteDescription } from '../../render/siteDescription';
import type { SitePageTemplate } from '../../render/sitePageTemplate';

/**
 * Frequently asked questions by category. Each answer opens under its question with the browser's own
 * disclosure (details and summary), which works without script and with the keyboard.
 */
function FaqPage({ groups, language }: { groups: readonly ContentGroup[]; language: Language }) {
  const { t } = useTranslation();
  return (
    <div className="site-narrow site-stack">
      <PageIntro title={t('site.faq.title')} />
      {someInEnglishOnly(groups) && <FallbackNotice pageLanguage={language} />}
      {groups.length === 0 && <p>{t('site.faq.none')}</p>}
      {groups.map(({ category, items }) => (
        <section key={category.id} aria-labelledby={`faq-${category.slug}`}>
          <h2
            id={`faq-${category.slug}`}
            className="site-h3"
            lang={category.language}
            dir={LANGUAGES[category.language].direction}
          >
            {category.title}
          </h2>
          {items.map((item) => (
            <details key={item.id} className="faq-entry">
              <summary lang={item.language} dir={LANGUAGES[item.language].direction}>
                {item.title}
              </summary>
              <ContentBody view={item} />
            </details>
          ))}
        </section>
      ))}
    </div>
  );
}

export const faqTemplate: SitePageTemplate<{ groups: ContentGroup[] }> = {
  data: (source, { language }) => ({ groups: contentGroups(source, language, 'faq', 'faqCategory') }),
  head: (_result, _request, t, source) => ({
    title: t('site.faq.title'),
    description: siteDescription('faq', t, source),
  }),
  Page: ({ result, request }) => <FaqPage groups={result.groups} language={request.language} />,
};
