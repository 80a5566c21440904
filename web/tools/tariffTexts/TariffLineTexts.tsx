import type { TariffCode } from '@tsw/domain';
import { HsSubheadingText } from './HsSubheadingText';
import { TranslatedDescription } from './TranslatedDescription';

/**
 * A tariff line's texts in a list: its national text (English, marked so on every screen), its Bengali
 * where someone wrote it, and its HS 2022 subheading text where that says more (`withHsText`).
 */
export function TariffLineTexts({
  line,
  withHsText = true,
}: {
  line: Pick<TariffCode, 'code' | 'description' | 'descriptionTranslated' | 'hsDescription'>;
  withHsText?: boolean;
}) {
  return (
    <>
      <span lang="en">{line.description}</span>
      <TranslatedDescription translated={line.descriptionTranslated} />
      {withHsText && <HsSubheadingText line={line} />}
    </>
  );
}
