import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../shared/i18n/languages';

/** Said where an item has no text in the page's language and is shown in English. */
export function FallbackNotice({ pageLanguage }: { pageLanguage: Language }) {
  const { t } = useTranslation();
  return (
    <p className="site-note" role="note">
      {t('site.fallbackNotice', { language: LANGUAGES[pageLanguage].name })}
    </p>
  );
}

/** Marks content the project wrote as a sample, not the administration's. */
export function SampleBadge() {
  const { t } = useTranslation();
  return <span className="site-badge site-badge-sample">{t('site.sample')}</span>;
}

/** Under an item listed in English for want of the page's language. */
export function InEnglishOnly() {
  const { t } = useTranslation();
  return <p className="site-small">{t('site.inEnglishOnly')}</p>;
}
