/**
 * Text set apart from the sentence around it for the bidirectional algorithm (first-strong isolate): a date
 * such as 2026-11-24 or a code put into an Arabic sentence keeps its own left-to-right order.
 */
export function isolatedText(text: string): string {
  return `\u2068${text}\u2069`;
}
