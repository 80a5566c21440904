import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths';
import type { Language } from '../../../shared/i18n/languages';

/** The texts of the pages that say why the page asked for is not shown. */
export const STATUS_TEXTS = {
  404: { title: 'errors.notFoundTitle', text: 'errors.notFoundText' },
  500: { title: 'errors.serverErrorTitle', text: 'errors.serverErrorText' },
  /** Too many pages drawn per request (news searches) from one network: served instead of drawing. */
  429: { title: 'errors.tooManyRequestsTitle', text: 'errors.tooManyRequestsText' },
} as const;

export type StatusPageStatus = keyof typeof STATUS_TEXTS;

/** A page that explains why the page asked for is not shown (404, 500, 429), with the way back home. */
export function StatusPage({ status, language }: { status: StatusPageStatus; language: Language }) {
  const { t } = useTranslation();
  return (
    <div className="site-narrow site-stack site-status">
      <p className="site-status-code code-text" aria-hidden="true">
        {status}
      </p>
      <h1>{t(STATUS_TEXTS[status].title)}</h1>
      <p className="site-lead">{t(STATUS_TEXTS[status].text)}</p>
      <p>
        <a href={paths.home.build(language)} className="site-strong-link">
          {t('errors.backHome')}
        </a>
      </p>
    </div>
  );
}
