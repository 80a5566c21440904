import { Text } from '@mantine/core';

/**
 * A tariff line's Bengali description under its English one, where someone wrote it. A line without one
 * says nothing of it here: EnglishTextsNote says it once for the whole list (issue 41).
 */
export function TranslatedDescription({
  translated,
  size,
}: {
  translated: string | null | undefined;
  size?: 'sm' | 'md';
}) {
  if (!translated) return null;
  return (
    <Text size={size ?? 'sm'} lang="bn" className="translated-description">
      {translated}
    </Text>
  );
}
