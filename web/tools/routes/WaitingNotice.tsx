import { Center, Loader, Stack, Text } from '@mantine/core';

/** What a route shows while it waits for sign-in to be read or to lead elsewhere. */
export function WaitingNotice({ text }: { text: string }) {
  return (
    <Center py="xl">
      <Stack align="center" gap="xs" role="status">
        <Loader aria-hidden />
        <Text>{text}</Text>
      </Stack>
    </Center>
  );
}
