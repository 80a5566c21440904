import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAuth } from '../../auth/authContext';
import { SuggestSelect, type SuggestOption } from '../../forms/SuggestSelect';
import { languageOfPath } from '../../../shared/i18n/languagePath';
import { tariffLineSuggestions, tariffLineTooShort } from '../../forms/tariffLineSuggest';

/** The tariff line of an item: an HS code or words, suggested by the tariff search of the date. */
export function CommoditySuggest({
  name,
  value,
  onChange,
  date,
  error,
}: {
  name: string;
  value: SuggestOption | null;
  onChange: (option: SuggestOption | null) => void;
  /** The date of validity, empty for today: the lines in force then. */
  date: string;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const { accessToken } = useAuth();
  const language = languageOfPath(useLocation().pathname);
  return (
    <SuggestSelect
      kind={`tariff-line-${language}-${date}`}
      name={name}
      label={t('taxation.form.commodity')}
      description={t('taxation.form.commodityHint')}
      value={value}
      onChange={onChange}
      suggestions={(text) => tariffLineSuggestions(text, date, language, accessToken)}
      tooShort={(text) => tariffLineTooShort(t, text)}
      error={error}
      required
    />
  );
}
