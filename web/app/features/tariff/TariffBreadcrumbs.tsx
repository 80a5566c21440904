import { Anchor, Breadcrumbs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The way up from a part of the tariff: browse, section, chapter, heading. */
export function TariffBreadcrumbs({ links }: { links: readonly { to: string; label: string }[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('tariff.browse.breadcrumbs')}>
      <Breadcrumbs separator="/" separatorMargin={6} style={{ flexWrap: 'wrap' }}>
        {links.map((link) => (
          <Anchor key={link.to} component={Link} to={link.to} size="sm">
            {link.label}
          </Anchor>
        ))}
      </Breadcrumbs>
    </nav>
  );
}
