import { Text } from '@mantine/core';
import { dottedTariffCode, hsDescriptionBeside, type TariffCode } from '@tsw/domain';
import { useTranslation } from 'react-i18next';

/**
 * A line's HS 2022 subheading text under its national one, where it tells more: a national text cut short
 * ("…EXCL. Wrapped/canned u") still has its meaning on screen (issue 41). The text is the WCO's English.
 */
export function HsSubheadingText({
  line,
}: {
  line: Pick<TariffCode, 'code' | 'description' | 'hsDescription'>;
}) {
  const { t } = useTranslation();
  const text = hsDescriptionBeside(line);
  if (!text) return null;
  return (
    <Text size="xs" c="dark.5" className="hs-subheading-text">
      {t('tariff.hsSubheading', { code: dottedTariffCode(line.code.slice(0, 6)) })}{' '}
      <span lang="en" dir="ltr">
        {text}
      </span>
    </Text>
  );
}
