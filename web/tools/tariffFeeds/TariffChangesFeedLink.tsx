import { Anchor } from '@mantine/core';
import { ATOM_MEDIA_TYPE, tariffChangesFeedPath, type TariffChangesScopeKind } from '@tsw/domain';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { languageOfPath } from '../../shared/i18n/languagePath';

/**
 * The public Atom feed of the tariff's, a chapter's, a heading's or a line's changes, in the page's
 * language: a link a trader can copy into a feed reader, and the `<link rel="alternate">` that readers and
 * browsers discover, which React puts in the page's head. Shown by the tariff's pages and the changes screen.
 */
export function TariffChangesFeedLink({ scope, kind }: { scope: string; kind: TariffChangesScopeKind }) {
  const { t } = useTranslation();
  const language = languageOfPath(useLocation().pathname);
  const href = tariffChangesFeedPath(language, scope);
  const label =
    kind === 'line'
      ? t('tariff.feed.line')
      : kind === 'heading'
        ? t('tariff.feed.heading')
        : kind === 'chapter'
          ? t('tariff.feed.chapter')
          : t('tariff.feed.tariff');
  return (
    <>
      <link rel="alternate" type={ATOM_MEDIA_TYPE} title={label} href={href} />
      <Anchor href={href} type={ATOM_MEDIA_TYPE} size="sm">
        {label}
      </Anchor>
    </>
  );
}
