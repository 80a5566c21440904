import type { CentralBankRateSort, IsoDate, Language } from '@tsw/domain';

/** What both operations of the external-rates service select: a day, currencies or a text, an order. */
export interface CentralBankRateSelection {
  readonly date: IsoDate;
  readonly currencies: readonly string[];
  readonly searchText: string;
  /** One publisher only; empty: every source. */
  readonly source: string;
  readonly sort: CentralBankRateSort;
  readonly order: 'asc' | 'desc';
  /** The interface language: currency names and the print come back in it. */
  readonly locale: Language;
}

/** The query string of a selection; an empty choice is left out, so that the service's default applies. */
export function centralBankRateQuery(
  selection: CentralBankRateSelection,
  extra: Readonly<Record<string, string | number>> = {},
): string {
  const query = new URLSearchParams({
    date: selection.date,
    sortByFields: selection.sort,
    order: selection.order,
    locale: selection.locale,
  });
  if (selection.currencies.length > 0) query.set('currencies', selection.currencies.join(','));
  const text = selection.searchText.trim();
  if (text) query.set('searchText', text);
  if (selection.source) query.set('source', selection.source);
  for (const [key, value] of Object.entries(extra)) query.set(key, String(value));
  return query.toString();
}
