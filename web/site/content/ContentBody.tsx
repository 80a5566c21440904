import type { ContentView } from '@tsw/domain';
import { LANGUAGES } from '../../shared/i18n/languages';

/**
 * An item's body as the content service rendered it: HTML made from Markdown with raw HTML off and only
 * safe links (the domain's contentHtml), so no script from content runs. Marked with the language it is
 * in, which differs from the page's when the body falls back to English.
 */
export function ContentBody({ view }: { view: Pick<ContentView, 'bodyHtml' | 'language'> }) {
  if (!view.bodyHtml) return null;
  return (
    <div
      className="content-body"
      lang={view.language}
      dir={LANGUAGES[view.language].direction}
      dangerouslySetInnerHTML={{ __html: view.bodyHtml }}
    />
  );
}
