import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A record's facts as label and value pairs, in a grid that wraps on narrow screens. */
export function CargoFacts({ facts }: { facts: readonly { label: string; value: ReactNode }[] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" component="dl" m={0}>
      {facts.map(({ label, value }) => (
        <Stack key={label} gap={0}>
          <Text component="dt" fz="sm" c="gray.7">
            {label}
          </Text>
          <Text component="dd" m={0} fw={500}>
            {value === '' || value === null ? '—' : value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
