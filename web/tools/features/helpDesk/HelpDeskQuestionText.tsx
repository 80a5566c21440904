import { Text } from '@mantine/core';

/** A question's or an answer's text as the person wrote it: plain text, its lines kept, never HTML. */
export function HelpDeskQuestionText({ text, label }: { text: string; label?: string }) {
  return (
    <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} aria-label={label} dir="auto">
      {text}
    </Text>
  );
}
