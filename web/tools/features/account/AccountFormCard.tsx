import { Alert, Button, Card, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A form of the account page in its card: a title that names the form for screen readers, the error of
 * the form as a whole above its fields, and its submit button, busy while the change is sent.
 */
export function AccountFormCard({
  titleId,
  title,
  formError,
  submitLabel,
  pending,
  onSubmit,
  children,
}: {
  titleId: string;
  title: string;
  formError: string | undefined;
  submitLabel: string;
  pending: boolean;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <Card
      withBorder
      padding="lg"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      noValidate
      aria-labelledby={titleId}
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id={titleId}>
          {title}
        </Title>
        {formError && <Alert color="red">{formError}</Alert>}
        {children}
        <Button type="submit" loading={pending} style={{ alignSelf: 'flex-start' }}>
          {submitLabel}
        </Button>
      </Stack>
    </Card>
  );
}
