import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';

interface Neighbour {
  readonly to: string;
  readonly label: string;
}

/** The previous and next arrows of a chapter or heading page; the arrows turn round in right-to-left text. */
export function BrowseArrows({ previous, next }: { previous?: Neighbour; next?: Neighbour }) {
  return (
    <Group justify="space-between">
      {previous ? (
        <Button component={Link} to={previous.to} variant="default">
          <span className="mirror-in-rtl" aria-hidden="true">
            ←
          </span>{' '}
          {previous.label}
        </Button>
      ) : (
        <span />
      )}
      {next && (
        <Button component={Link} to={next.to} variant="default">
          {next.label}{' '}
          <span className="mirror-in-rtl" aria-hidden="true">
            →
          </span>
        </Button>
      )}
    </Group>
  );
}
