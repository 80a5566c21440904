import { Anchor, Breadcrumbs } from '@mantine/core';
import { dottedTariffCode, hsTitle, type HsTitled } from '@tsw/domain';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { languageOfPath } from '../../../shared/i18n/languagePath';

/** The parts of the tariff above a page, those it knows (none until its answer arrives). */
export interface TariffTrail {
  /** Where the way up begins: the browse page, or (from a line, which a search opens) the search. */
  readonly from: 'browse' | 'search';
  readonly section?: string;
  readonly chapter?: HsTitled & { readonly code: string };
  readonly heading?: string;
}

/** The way up from a part of the tariff: browse (or search), section, chapter, heading. */
export function TariffBreadcrumbs({ trail }: { trail: TariffTrail }) {
  const { t } = useTranslation();
  const language = languageOfPath(useLocation().pathname);
  const links = [
    trail.from === 'browse'
      ? { to: paths.tariffBrowse.build(language), label: t('tariff.browse.title') }
      : { to: paths.tool.build(language, 'tariff-search'), label: t('tools.tariffSearch.title') },
    ...(trail.section
      ? [
          {
            to: paths.tariffSection.build(language, trail.section),
            label: t('tariff.browse.section', { section: trail.section }),
          },
        ]
      : []),
    ...(trail.chapter
      ? [
          {
            to: paths.tariffChapter.build(language, trail.chapter.code),
            label: `${t('tariff.browse.chapter', { chapter: trail.chapter.code })}: ${hsTitle(trail.chapter, language)}`,
          },
        ]
      : []),
    ...(trail.heading
      ? [
          {
            to: paths.tariffHeading.build(language, trail.heading),
            label: t('tariff.browse.heading', { heading: dottedTariffCode(trail.heading) }),
          },
        ]
      : []),
  ];
  return (
    <nav aria-label={t('tariff.browse.breadcrumbs')}>
      {/* A chapter's title is long: it wraps, in lines tall enough for Bengali, rather than widen the page. */}
      <Breadcrumbs
        separator="/"
        separatorMargin={6}
        styles={{ breadcrumb: { whiteSpace: 'normal', lineHeight: 1.5 } }}
      >
        {links.map((link) => (
          <Anchor key={link.to} component={Link} to={link.to} size="sm">
            {link.label}
          </Anchor>
        ))}
      </Breadcrumbs>
    </nav>
  );
}
