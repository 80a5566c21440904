import { hsDescriptionIn, nationalDescriptionIn, type TariffCode } from '@tsw/domain';
import { useLocation } from 'react-router';
import { languageOfPath } from '../../shared/i18n/languagePath';
import { HsSubheadingText } from './HsSubheadingText';
import { NationalEnglishText } from './NationalEnglishText';
import { ScheduleGapNote } from './ScheduleGapNote';
import { TranslatedDescription } from './TranslatedDescription';

type LineTexts = Pick<
  TariffCode,
  | 'code'
  | 'description'
  | 'descriptionTranslated'
  | 'hsDescription'
  | 'hsDescriptionFr'
  | 'hsDescriptionEs'
  | 'descriptionFr'
  | 'descriptionEs'
  | 'descriptionAr'
  | 'notInSchedule'
>;

/**
 * A tariff line's texts in a list: its national text (English, marked so on every screen), its Bengali
 * where someone wrote it, and its HS 2022 subheading text where that says more (`withHsText`); for a
 * subheading the schedule lacks, that it has no line or rates here. On a French or Spanish screen, the
 * subheading's text in that language comes first and the national English text once, below it; a national
 * text the administration imported in the screen's language takes the subheading's place (issue 49).
 */
export function TariffLineTexts({ line, withHsText = true }: { line: LineTexts; withHsText?: boolean }) {
  const language = languageOfPath(useLocation().pathname);
  // Without the HS text (a list under its subheading, which names it), the national texts stand alone: the
  // one in the screen's language where the administration imported it, with the English once.
  const inLanguage = withHsText ? hsDescriptionIn(line, language) : nationalDescriptionIn(line, language);
  if (inLanguage) {
    return (
      <>
        <span lang={language}>{inLanguage}</span>
        {/* A gap's own text is HS 2022's English, which the line above already gives in this language. */}
        {!line.notInSchedule && <NationalEnglishText text={line.description} />}
        <ScheduleGapNote line={line} />
      </>
    );
  }
  return (
    <>
      <span lang="en">{line.description}</span>
      <TranslatedDescription translated={line.descriptionTranslated} />
      {withHsText && <HsSubheadingText line={line} />}
      <ScheduleGapNote line={line} />
    </>
  );
}
