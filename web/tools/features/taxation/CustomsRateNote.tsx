import { formatDate, formatRate, taxCascadeOf, type IsoDate } from '@tsw/domain';
import { useTranslation } from 'react-i18next';
import { usePortalConfig } from '../../api/usePortalConfig';
import { isolatedText } from '../../../shared/i18n/isolatedText';
import type { Language } from '../../../shared/i18n/languages';
import { useCustomsRate } from './taxationChoices';

/**
 * The customs rate an item's currency will be converted at, said before the simulation runs: "1 USD =
 * 122.3016 BDT on 1 Oct 2025", or that the date has none (the simulation would say the same).
 */
export function CustomsRateNote({
  currency,
  date,
  language,
}: {
  currency: string | null;
  date: IsoDate;
  language: Language;
}) {
  const { t } = useTranslation();
  const national = taxCascadeOf(usePortalConfig().country)?.currency;
  const rate = useCustomsRate(currency, date, national);
  if (!currency || currency === national || !rate.isSuccess) return null;
  const on = isolatedText(formatDate(date, language));
  return (
    <span data-testid="customs-rate-note">
      {rate.data?.rate
        ? t('taxation.form.customsRate', {
            // One run read left to right in every language, Arabic's too: 1 USD = 122.3016 BDT.
            equation: isolatedText(
              `1 ${currency} = ${formatRate(rate.data.rate, language)} ${national ?? ''}`,
            ),
            date: on,
          })
        : t('taxation.form.noCustomsRate', { currency: isolatedText(currency), date: on })}
    </span>
  );
}
