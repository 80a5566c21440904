import type { ContentView } from '@tsw/domain';

/** A news item as a list shows it: no body. */
export type NewsSummary = Omit<ContentView, 'bodyHtml'>;
