import { Card, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A section of the account page: a card named by its heading. */
export function AccountSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
