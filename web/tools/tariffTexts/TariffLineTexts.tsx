import type { TariffCode } from '@tsw/domain';
import { HsSubheadingText } from './HsSubheadingText';
import { ScheduleGapNote } from './ScheduleGapNote';
import { TranslatedDescription } from './TranslatedDescription';

/**
 * A tariff line's texts in a list: its national text (English, marked so on every screen), its Bengali
 * where someone wrote it, and its HS 2022 subheading text where that says more (`withHsText`); for a
 * subheading the schedule lacks, that it has no line or rates here.
 */
export function TariffLineTexts({
  line,
  withHsText = true,
}: {
  line: Pick<
    TariffCode,
    'code' | 'description' | 'descriptionTranslated' | 'hsDescription' | 'notInSchedule'
  >;
  withHsText?: boolean;
}) {
  return (
    <>
      <span lang="en">{line.description}</span>
      <TranslatedDescription translated={line.descriptionTranslated} />
      {withHsText && <HsSubheadingText line={line} />}
      <ScheduleGapNote line={line} />
    </>
  );
}
