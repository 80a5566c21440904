import { contentDescriptionOf, type ContentView } from '@tsw/domain';
import { LANGUAGES } from '../../../shared/i18n/languages';
import { ContentBody } from '../../content/ContentBody';
import { FallbackNotice, SampleBadge } from '../../content/ContentNotices';
import type { SitePageTemplate } from '../../render/sitePageTemplate';
import { customPageData } from './customPageData';

/** A page the editors write (about us, privacy policy, reports…). */
export const customPageTemplate: SitePageTemplate<ContentView> = {
  data: (source, { language, params }) => customPageData(source, language, params.slug ?? ''),
  head: (page) => ({ title: page.title, description: contentDescriptionOf(page) }),
  Page: ({ result: page, request }) => (
    <article className="site-narrow site-stack">
      <div className="site-title-row">
        <h1 lang={page.language} dir={LANGUAGES[page.language].direction}>
          {page.title}
        </h1>
        {page.sample && <SampleBadge />}
      </div>
      {page.fallback && <FallbackNotice pageLanguage={request.language} />}
      <ContentBody view={page} />
    </article>
  ),
};
