import { Anchor, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { languageOfPath } from '../../../shared/i18n/languagePath';
import { hsTitle, type HsTitled } from '@tsw/domain';

/** A section's chapters, each a link to its page. */
export function TariffChapterList({
  chapters,
}: {
  chapters: readonly (HsTitled & { readonly code: string })[];
}) {
  const language = languageOfPath(useLocation().pathname);
  return (
    <Stack gap={2} component="ul" style={{ listStyle: 'none', paddingInlineStart: 0, margin: 0 }}>
      {chapters.map((chapter) => (
        <li key={chapter.code}>
          <Anchor component={Link} to={paths.tariffChapter.build(language, chapter.code)}>
            <span className="code-text">{chapter.code}</span> {hsTitle(chapter, language)}
          </Anchor>
        </li>
      ))}
    </Stack>
  );
}
