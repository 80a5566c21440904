import { Alert, Stack } from '@mantine/core';
import type { TaxationMessage } from '@tsw/domain';
import { useTranslation } from 'react-i18next';
import { taxationMessageText } from './taxationTexts';

/**
 * What the trader must read beside the figures: a tax that could not be calculated stands out; that
 * administrative charges are left out is always said.
 */
export function TaxationMessages({ messages }: { messages: readonly TaxationMessage[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" data-testid="taxation-messages">
      {messages.map((message, index) => (
        <Alert
          key={`${message.code}-${index}`}
          color={message.code === 'TAXES_NOT_CALCULATED' ? 'yellow' : 'gray'}
          role="status"
        >
          {taxationMessageText(t, message)}
        </Alert>
      ))}
    </Stack>
  );
}
