import { Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { pathInLanguage } from '../../../shared/i18n/languagePath';
import { LANGUAGE_CODES, LANGUAGES, type Language } from '../../../shared/i18n/languages';

/** Lists the five languages in their own names; choosing one keeps the page, its query and hash. */
export function LanguagePicker({ language }: { language: Language }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <Menu position="bottom-end" withinPortal={false}>
      <Menu.Target>
        <Button variant="white" color="portal" size="sm" title={t('language.choose')}>
          <span className="visually-hidden">{t('language.label')}: </span>
          <span lang={language}>{LANGUAGES[language].name}</span>
        </Button>
      </Menu.Target>
      <Menu.Dropdown aria-label={t('language.label')}>
        {LANGUAGE_CODES.map((code) => (
          <Menu.Item
            key={code}
            component={Link}
            to={pathInLanguage(location, code)}
            lang={code}
            dir={LANGUAGES[code].direction}
            aria-current={code === language ? 'true' : undefined}
            fw={code === language ? 700 : 400}
          >
            {LANGUAGES[code].name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
