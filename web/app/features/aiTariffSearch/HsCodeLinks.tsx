import { Anchor, Group } from '@mantine/core';
import { dottedTariffCode, type Language } from '@tsw/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

/** Where a national line goes on from here: the tax calculator and the traders' guide, the code filled in. */
export function HsCodeLinks({ code, language }: { code: string; language: Language }) {
  const { t } = useTranslation();
  const dotted = dottedTariffCode(code);
  return (
    <Group gap="lg" role="group" aria-label={t('aiTariffSearch.details.links', { code: dotted })}>
      <Anchor component={Link} to={paths.taxCalculator.build(language, code)} fw={600} size="sm">
        {t('tariff.line.calculateTaxes')}
      </Anchor>
      <Anchor component={Link} to={paths.tradersGuide.build(language, code)} fw={600} size="sm">
        {t('tradersGuide.tariffLineLink')}
      </Anchor>
    </Group>
  );
}
