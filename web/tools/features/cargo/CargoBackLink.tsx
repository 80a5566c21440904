import { Anchor } from '@mantine/core';
import { Link } from 'react-router';

/** The way back from a manifest's or a vessel's page to its list. */
export function CargoBackLink({ to, label }: { to: string; label: string }) {
  return (
    <Anchor component={Link} to={to} c="portal.9" size="sm">
      {label}
    </Anchor>
  );
}
