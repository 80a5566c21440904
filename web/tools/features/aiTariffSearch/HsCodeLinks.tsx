import { Anchor, Group, Text } from '@mantine/core';
import { dottedTariffCode, type Language } from '@tsw/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { isolatedText } from '../../../shared/i18n/isolatedText';

/**
 * Where a national line goes on from here: the tax calculator and the traders' guide, the code filled in.
 * Under a suggestion the line is named (`named`); in its own row of the lines table it needs not be.
 */
export function HsCodeLinks({
  code,
  language,
  named = false,
}: {
  code: string;
  language: Language;
  named?: boolean;
}) {
  const { t } = useTranslation();
  const label = t('aiTariffSearch.details.links', { code: isolatedText(dottedTariffCode(code)) });
  return (
    <Group gap="lg" role="group" aria-label={label}>
      {named && (
        <Text size="sm" c="dark.5">
          {label}:
        </Text>
      )}
      <Anchor component={Link} to={paths.taxCalculator.build(language, code)} fw={600} size="sm">
        {t('tariff.line.calculateTaxes')}
      </Anchor>
      <Anchor component={Link} to={paths.tradersGuide.build(language, code)} fw={600} size="sm">
        {t('tradersGuide.tariffLineLink')}
      </Anchor>
    </Group>
  );
}
