import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../../shared/i18n/languages';
import { LanguageMenu, loadHeaderMenus } from './headerMenusOnUse';
import { MenuOnUse } from './MenuOnUse';

/** Lists the five languages in their own names; choosing one keeps the page, its query and hash. */
export function LanguagePicker({ language }: { language: Language }) {
  const { t } = useTranslation();
  const button = (
    // Never narrower than its name: beside a long menu (French at 1280 px) the header's row shrank it to
    // "Françai".
    <Button variant="white" color="portal" size="sm" title={t('language.choose')} style={{ flexShrink: 0 }}>
      <span className="visually-hidden">{t('language.label')}: </span>
      <span lang={language}>{LANGUAGES[language].name}</span>
    </Button>
  );
  return (
    <MenuOnUse
      button={button}
      preload={loadHeaderMenus}
      menu={() => <LanguageMenu button={button} language={language} />}
    />
  );
}
