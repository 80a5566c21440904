import { Text } from '@mantine/core';
import type { TariffCode } from '@tsw/domain';
import { useTranslation } from 'react-i18next';

/**
 * Said under an HS subheading the loaded schedule has no line of (a search or a heading found it): its text
 * is HS 2022's, and the portal knows no rate for it, which an empty rate column alone would not say.
 * Red 9 on white (5.5:1): small bold text that must pass contrast in every script.
 */
export function ScheduleGapNote({ line }: { line: Pick<TariffCode, 'notInSchedule'> }) {
  const { t } = useTranslation();
  if (!line.notInSchedule) return null;
  return (
    <Text size="xs" c="red.9" fw={600} className="schedule-gap-note">
      {t('tariff.notInSchedule')}
    </Text>
  );
}
