import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A national line's own text under its subheading's text in the screen's language (French, Spanish): the
 * schedule's English, its official text, said once and marked as English (issue 49).
 */
export function NationalEnglishText({ text, size }: { text: string; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  return (
    <Text size={size ?? 'xs'} c="dark.5" className="national-english-text">
      {t('tariff.nationalText')}{' '}
      <span lang="en" dir="ltr">
        {text}
      </span>
    </Text>
  );
}
