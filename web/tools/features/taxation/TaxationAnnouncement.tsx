import { formatAmount, type Language, type TaxationAnswer } from '@tsw/domain';
import { useTranslation } from 'react-i18next';

/**
 * Tells screen readers that a result came, and its total, without reading the whole result aloud: the
 * region is there before the answer, as live regions must be.
 */
export function TaxationAnnouncement({
  answer,
  language,
}: {
  answer: TaxationAnswer | undefined;
  language: Language;
}) {
  const { t } = useTranslation();
  return (
    <div aria-live="polite" className="visually-hidden">
      {answer
        ? t('taxation.result.announced', {
            total: `${formatAmount(answer.totalItemTaxes, language)} ${answer.currency}`,
          })
        : ''}
    </div>
  );
}
